import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { createContext, useContext, useId } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { DateInput } from '../../../components/date-input';

/** True when the stage cannot be changed (waiting for review, accepted, or the request closed). */
const Locked = createContext(false);
export const LockedProvider = Locked.Provider;
export const useLocked = () => useContext(Locked);

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
}

/**
 * A text of the answer; `multiline` for descriptions, `numeric` for a whole number typed as text (the schema
 * refuses anything else with its own message). Read-only when the stage is locked.
 */
export function AnswerText({
  name,
  label,
  required = false,
  multiline = false,
  numeric = false,
}: FieldProps & { multiline?: boolean; numeric?: boolean }) {
  const { control } = useFormContext();
  const locked = useLocked();
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <TextField
      {...field}
      value={(value as string | undefined) ?? ''}
      inputRef={ref}
      label={label}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      margin="dense"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { readOnly: locked, ...(numeric ? { inputMode: 'numeric' as const } : {}) } }}
    />
  );
}

/** A whole number typed as text. */
export function AnswerQuantity({ name, label }: FieldProps) {
  return <AnswerText name={name} label={label} numeric />;
}

/** A date shown and typed DD-MM-YYYY (the app's date input). */
export function AnswerDate({ name, label, required = false }: FieldProps) {
  const { control } = useFormContext();
  const locked = useLocked();
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <DateInput
      id={id}
      label={label}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      required={required}
      disabled={locked}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      inputRef={ref}
    />
  );
}

export function AnswerCheck({ name, label }: FieldProps) {
  const { control } = useFormContext();
  const locked = useLocked();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={locked}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/** A choice from a short list (the native list: easy on a phone). */
export function AnswerSelect({
  name,
  label,
  options,
  required = false,
}: FieldProps & { options: { value: string; label: string }[] }) {
  const { control } = useFormContext();
  const locked = useLocked();
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <TextField
      {...field}
      select
      value={(value as string | undefined) ?? ''}
      inputRef={ref}
      label={label}
      required={required}
      disabled={locked}
      fullWidth
      margin="dense"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A message about a whole list (at least one line, too many lines). */
export function ListError({ name }: { name: string }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  let at: unknown = errors;
  for (const part of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  const message =
    (at as { message?: unknown; root?: { message?: unknown } } | undefined)?.message ??
    (at as { root?: { message?: unknown } } | undefined)?.root?.message;
  return typeof message === 'string' && message ? (
    <Alert severity="error" sx={{ my: 1 }}>
      {message}
    </Alert>
  ) : null;
}
