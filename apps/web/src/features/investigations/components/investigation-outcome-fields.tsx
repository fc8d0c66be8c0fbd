import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { stripMinusSigns } from '@qi/domain/incident-form';
import { isJustified, totalCost } from '@qi/domain/investigation';
import { formatPoundsOrDash } from '@qi/domain/money';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { costValue, type InvestigationFormState } from '../lib/investigation-form-values';
import { InvestigationTextField } from './investigation-text-field';

function TotalCost() {
  const { control } = useFormContext<InvestigationFormState>();
  const [labour, material, adjustment] = useWatch({
    control,
    name: ['costOfLabour', 'costOfMaterial', 'costAdjustment'],
  });
  const total = totalCost({
    costOfLabour: costValue(labour),
    costOfMaterial: costValue(material),
    costAdjustment: costValue(adjustment),
  });
  return (
    <TextField
      fullWidth
      margin="normal"
      id="investigation-totalCost"
      label="Total Cost"
      value={formatPoundsOrDash(total)}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

function JustifiedField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<InvestigationFormState>();
  return (
    <Controller
      control={control}
      name="incidentJustified"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          margin="normal"
          id="investigation-incidentJustified"
          label="Is the incident justified?"
          required
          disabled={disabled}
          // Yes unless explicitly false (docs/product.md §9), so the select is never blank.
          value={isJustified(field.value) ? 'yes' : 'no'}
          onChange={(event) => field.onChange(event.target.value === 'yes')}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </TextField>
      )}
    />
  );
}

/** Defective Product, the three costs in £, their total (a dash if 0) and 'Is the incident justified?'. */
export function InvestigationOutcomeFields({ disabled }: { disabled: boolean }) {
  const grid = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={grid}>
        <InvestigationTextField
          name="defectiveProductQuantity"
          label="Defective Product"
          required
          disabled={disabled}
          inputMode="numeric"
          transform={stripMinusSigns}
        />
        <JustifiedField disabled={disabled} />
      </Box>
      <Box sx={grid}>
        <InvestigationTextField
          name="costOfLabour"
          label="Cost of Labour"
          pounds
          inputMode="decimal"
          disabled={disabled}
        />
        <InvestigationTextField
          name="costOfMaterial"
          label="Cost of Material"
          pounds
          inputMode="decimal"
          disabled={disabled}
        />
        <InvestigationTextField
          name="costAdjustment"
          label="Cost Adjustment"
          pounds
          inputMode="decimal"
          disabled={disabled}
        />
        <TotalCost />
      </Box>
    </Box>
  );
}
