import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, useController } from 'react-hook-form';
import type { SignalRuleFormValues } from '../lib/signal-rule-form';

/** A labelled native select of the rule form. */
export function SignalRuleSelect({
  control,
  name,
  label,
  options,
  disabled = false,
  helperText,
}: {
  control: Control<SignalRuleFormValues>;
  name: FieldPath<SignalRuleFormValues>;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  helperText?: string | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      required
      margin="normal"
      id={`signal-rule-${name}`}
      name={field.name}
      label={label}
      value={String(field.value)}
      inputRef={field.ref}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
