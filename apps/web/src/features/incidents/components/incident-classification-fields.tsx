import Grid from '@mui/material/Grid';
import { SEVERITIES, SEVERITY_LABELS } from '@qi/domain/severity';
import { sortSuppliers, supplierLabel, type TSupplier } from '@qi/domain/supplier';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import type { IncidentFormState } from './incident-form-values';

const SEVERITY_OPTIONS = SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }));

/** The active suppliers, plus the incident's own when it has since been retired (so it is still shown). */
export function supplierOptions(suppliers: readonly TSupplier[], currentId: string | null) {
  return sortSuppliers(suppliers.filter((s) => s.active || s.id === currentId)).map((s) => ({
    value: s.id,
    label: s.active ? supplierLabel(s) : `${supplierLabel(s)} — retired`,
  }));
}

/**
 * Supplier (optional) and, on the Update Incident form, severity (docs/product.md §3 Severity, Supplier):
 * who may set each is the domain's rule, passed in.
 */
export function IncidentClassificationFields({
  suppliers,
  savedSupplierId,
  supplierEnabled,
  showSeverity,
}: {
  suppliers: readonly TSupplier[];
  /** The supplier the incident was saved with. */
  savedSupplierId: string | null;
  supplierEnabled: boolean;
  showSeverity: boolean;
}) {
  const { control } = useFormContext<IncidentFormState>();
  const options = supplierOptions(suppliers, savedSupplierId);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="supplierId"
          render={({ field, fieldState }) => (
            <SelectField
              name="supplierId"
              label="Supplier"
              value={field.value}
              options={options}
              disabled={!supplierEnabled}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
      </Grid>
      {showSeverity && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="severity"
            render={({ field, fieldState }) => (
              <SelectField
                name="severity"
                label="Severity"
                value={field.value}
                options={SEVERITY_OPTIONS}
                error={fieldState.error?.message}
                onChange={field.onChange}
              />
            )}
          />
        </Grid>
      )}
    </Grid>
  );
}
