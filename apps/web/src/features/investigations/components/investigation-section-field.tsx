import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { InvestigationSection } from '@qi/domain/investigation';
import { findRootCauseCategory, ROOT_CAUSE_CATEGORIES } from '@qi/domain/root-cause-categories';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { InvestigationFormState } from '../lib/investigation-form-values';
import { InvestigationTextField } from './investigation-text-field';
import { SignOffCheckbox } from './sign-off-checkbox';

function RootCauseCategoryField({ disabled, required }: { disabled: boolean; required: boolean }) {
  const { control } = useFormContext<InvestigationFormState>();
  return (
    <Controller
      control={control}
      name="rootCauseCategory"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          margin="normal"
          id="investigation-rootCauseCategory"
          label="Root Cause Category"
          required={required}
          disabled={disabled}
          value={field.value?.id ?? ''}
          onChange={(event) => field.onChange(findRootCauseCategory(event.target.value) ?? null)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {ROOT_CAUSE_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * One signed-off section (docs/product.md §2): its 8-row text, for root cause the category, and its Completed checkbox.
 * A ticked section is locked (root cause with its category); the whole form locks once completed.
 */
export function InvestigationSectionField({
  section,
  label,
  signedOff,
  locked,
  required,
  signature,
  reasons,
  onSignOffChange,
  schedule,
}: {
  section: InvestigationSection;
  label: string;
  signedOff: boolean;
  /** The investigation is completed or saving. */
  locked: boolean;
  required: boolean;
  signature: string | null;
  reasons: string[];
  onSignOffChange: (checked: boolean) => void;
  /** The section's Owner and Due date fields (the sections that have them). */
  schedule?: ReactNode;
}) {
  const disabled = locked || signedOff;
  return (
    <Box component="section" aria-label={label} sx={{ mt: 2 }}>
      <InvestigationTextField
        name={section}
        label={label}
        multiline
        required={required}
        disabled={disabled}
      />
      {section === 'rootCause' && <RootCauseCategoryField disabled={disabled} required={required} />}
      {schedule}
      <SignOffCheckbox
        label="Completed"
        checked={signedOff}
        disabled={locked || (!signedOff && reasons.length > 0)}
        signature={signature}
        reasons={reasons}
        onChange={onSignOffChange}
      />
    </Box>
  );
}
