import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { formatTypedCost, type InvestigationFormState } from '../lib/investigation-form-values';

export const MULTILINE_ROWS = 8;

type TextName =
  | 'incidentDescription'
  | 'containmentAction'
  | 'rootCause'
  | 'correctiveAction'
  | 'verificationOfEffectiveness'
  | 'preventiveAction'
  | 'additionalNotes'
  | 'defectiveProductQuantity'
  | 'costOfLabour'
  | 'costOfMaterial'
  | 'costAdjustment';

/** A labelled text input of 'Update Investigation' bound to the form; its error shows under it. */
export function InvestigationTextField({
  name,
  label,
  multiline = false,
  required = false,
  disabled = false,
  pounds = false,
  inputMode,
  transform,
}: {
  name: TextName;
  label: string;
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Shows a £ adornment, and two decimals once the field is left (costs). */
  pounds?: boolean;
  inputMode?: 'decimal' | 'numeric';
  /** Applied to what is typed (e.g. stripping minus signs). */
  transform?: (text: string) => string;
}) {
  const { control } = useFormContext<InvestigationFormState>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={`investigation-${name}`}
          fullWidth
          margin="normal"
          label={label}
          required={required}
          disabled={disabled}
          multiline={multiline}
          {...(multiline ? { rows: MULTILINE_ROWS } : {})}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
          onBlur={() => {
            if (pounds && typeof field.value === 'string') {
              const shown = formatTypedCost(field.value);
              if (shown !== field.value) field.onChange(shown);
            }
            field.onBlur();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: inputMode ? { inputMode } : {},
            input: pounds ? { startAdornment: <InputAdornment position="start">£</InputAdornment> } : {},
          }}
        />
      )}
    />
  );
}
