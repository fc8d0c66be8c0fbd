import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type HTMLInputTypeAttribute, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  helperText?: string;
}

/**
 * A labelled outlined text input bound to react-hook-form; the field's error shows under it.
 * Built from the input parts rather than TextField so the sign-in chunk does not pull in Select/Menu.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...input
}: Props<T>) {
  const id = useId();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl
      fullWidth
      margin="normal"
      variant="outlined"
      error={Boolean(fieldState.error)}
      required={input.required}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        {...field}
        id={id}
        label={input.required ? `${label} *` : label}
        value={field.value ?? ''}
        inputRef={ref}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
