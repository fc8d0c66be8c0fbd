import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { TIncident } from '@qi/domain/incident';

/** The quality team's reason for rejecting or for asking for more information, shown above the incident. */
export function IncidentReasons({
  incident,
}: {
  incident: Pick<TIncident, 'rejectReason' | 'pendingUpdateReason'>;
}) {
  const { rejectReason, pendingUpdateReason } = incident;
  if (!rejectReason?.trim() && !pendingUpdateReason?.trim()) return null;
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {pendingUpdateReason?.trim() && (
        <Alert severity="warning">
          <AlertTitle>More information requested</AlertTitle>
          <span style={{ whiteSpace: 'pre-wrap' }}>{pendingUpdateReason}</span>
        </Alert>
      )}
      {rejectReason?.trim() && (
        <Alert severity="error">
          <AlertTitle>Reason for rejection</AlertTitle>
          <span style={{ whiteSpace: 'pre-wrap' }}>{rejectReason}</span>
        </Alert>
      )}
    </Stack>
  );
}
