import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import type { IncidentFormState } from './incident-form-values';
import { InvestigationLink } from './investigation-link';

/**
 * Update form, for incidents under investigation, investigation completed or closed (docs/product.md §5): the related
 * investigation, read-only here (it is started or reassigned from the details page's action menu).
 */
export function IncidentInvestigationField({
  investigationStatus,
}: {
  investigationStatus: 'opened' | 'completed' | null;
}) {
  const { control, formState } = useFormContext<IncidentFormState>();
  const investigationId = useWatch({ control, name: 'investigationId' });
  const error = formState.errors.investigationId?.message;
  return (
    <Box sx={{ mt: 2 }} role="group" aria-labelledby="incident-investigation-label">
      <Typography id="incident-investigation-label" variant="subtitle2" color="text.secondary">
        Investigation
      </Typography>
      {investigationId ? (
        <InvestigationLink investigationId={investigationId} investigationStatus={investigationStatus} />
      ) : (
        <Typography>None</Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
