import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLInputTypeAttribute,
  type Ref,
  useId,
} from 'react';

export interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the input in the error colour. */
  error?: string | undefined;
  helperText?: string | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * A labelled outlined text input with its message under it. Built from the input parts rather than
 * TextField so the sign-in page does not pull in Select/Menu; free of any form library so /login
 * can use it without one (see FormTextField for the react-hook-form binding).
 */
export function TextInput({ label, error, helperText, inputRef, ...input }: TextInputProps) {
  const id = useId();
  const message = error ?? helperText;
  return (
    <FormControl
      fullWidth
      margin="normal"
      variant="outlined"
      error={Boolean(error)}
      required={input.required}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={input.required ? `${label} *` : label}
        inputRef={inputRef}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
