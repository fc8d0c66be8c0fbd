import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface ChartSelectOption {
  value: string;
  label: string;
}

/** A labelled native select bound to react-hook-form. */
export function ChartSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  onChosen,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly ChartSelectOption[];
  /** Called after the user chooses a value (to adjust the fields that depend on it). */
  onChosen?: (value: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      required
      id={`chart-${name}`}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChosen?.(event.target.value);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
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
