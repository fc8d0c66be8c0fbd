import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { NOT_PRODUCT_RELATED } from '@qi/domain/constants';
import {
  grnOrderRequired,
  partNumberAfterProductChange,
  partNumberOptions,
  stripMinusSigns,
} from '@qi/domain/incident-form';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateInput } from '../../../components/date-input';
import { SelectField } from '../../../components/select-field';
import type { IncidentFormState } from './incident-form-values';

/** Incident date, product, part number, defective quantity, GRN and order number (docs/product.md §5). */
export function IncidentProductFields({
  today,
  products,
  partNumbers,
  partNumberMap,
}: {
  today: string;
  products: string[];
  partNumbers: string[];
  partNumberMap: Record<string, string>;
}) {
  const { control, setValue, getValues } = useFormContext<IncidentFormState>();
  const product = useWatch({ control, name: 'product' });
  const required = grnOrderRequired(product);
  const productOptions = [...products, NOT_PRODUCT_RELATED].map((p) => ({ value: p, label: p }));
  const partOptions = partNumberOptions(product, partNumbers).map((p) => ({
    value: p,
    label: partNumberMap[p] ? `${p} — ${partNumberMap[p]}` : p,
  }));

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="incidentDate"
          render={({ field, fieldState }) => (
            <DateInput
              id="incident-incidentDate"
              label="Incident date"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              max={today}
              required
              disabled={field.disabled ?? false}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="product"
          render={({ field, fieldState }) => (
            <SelectField
              name="product"
              label="Product"
              required
              value={field.value}
              options={productOptions}
              error={fieldState.error?.message}
              onChange={(value) => {
                field.onChange(value);
                const partNumber = partNumberAfterProductChange(value, getValues('partNumber'));
                if (partNumber !== getValues('partNumber')) setValue('partNumber', partNumber);
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="partNumber"
          render={({ field, fieldState }) => (
            <SelectField
              name="partNumber"
              label="Part Number"
              required
              value={field.value}
              options={partOptions}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="defectiveQuantity"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="incident-defectiveQuantity"
              label="Defective Quantity"
              required
              fullWidth
              margin="normal"
              onChange={(event) => field.onChange(stripMinusSigns(event.target.value))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="grnNumber"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="incident-grnNumber"
              label="GRN Number"
              required={required}
              fullWidth
              margin="normal"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="orderNumber"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="incident-orderNumber"
              label="Order Number"
              required={required}
              fullWidth
              margin="normal"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Starts with WO, SO or PO'}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
