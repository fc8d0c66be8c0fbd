import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

export const NOT_APPLICABLE_PLACEHOLDER = 'Not applicable';

/**
 * A labelled native select. With no options it is disabled and shows 'Not applicable' (docs/product.md §5 dependent
 * dropdowns). A current value that is no longer among the options is still shown, so it can be seen and changed.
 */
export function SelectField({
  name,
  label,
  value,
  options,
  onChange,
  error,
  helperText,
  required = false,
  disabled = false,
}: {
  name: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const empty = options.length === 0 && value === '';
  const shown =
    value !== '' && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      id={`incident-${name}`}
      name={name}
      label={label}
      value={value}
      required={required && !empty}
      disabled={disabled || empty}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{empty ? NOT_APPLICABLE_PLACEHOLDER : ''}</option>
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
