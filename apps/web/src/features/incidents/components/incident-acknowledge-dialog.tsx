import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SEVERITIES, SEVERITY_LABELS, SEVERITY_MSG, type Severity } from '@qi/domain/severity';
import { TOAST } from '@qi/domain/toast-messages';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import type { TIncidentDetails } from '../api/get-incident';
import { useUpdateIncident } from '../api/update-incident';

export const CONFIRM_ACKNOWLEDGE = 'Are you sure you want to acknowledge the incident?';

const SEVERITY_OPTIONS = SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }));

/** The server's word on the severity field, when it refused the request because of it. */
function severityIssue(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const issue = error.issues.find((i) => i.path === 'severity');
  return issue ? issue.message : null;
}

function AcknowledgeForm({
  incident,
  titleId,
  onClose,
}: {
  incident: TIncidentDetails;
  titleId: string;
  onClose: () => void;
}) {
  const showToast = useToast();
  const updateIncident = useUpdateIncident(incident.id);
  const [severity, setSeverity] = useState<string>(incident.severity ?? '');
  const [error, setError] = useState<string | null>(null);
  const busy = updateIncident.isPending;

  const confirm = () => {
    // The same rule and message as the server's, said before asking it.
    if (!severity) {
      setError(SEVERITY_MSG.required);
      return;
    }
    updateIncident.mutate(
      { action: 'acknowledge', severity: severity as Severity },
      {
        onSuccess: () => {
          showToast(TOAST.acknowledged);
          onClose();
        },
        onError: (failure) => {
          console.error('The status change failed', failure);
          setError(severityIssue(failure));
          showToast(failureMessage(TOAST.statusChangeFailed, failure), 'error');
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>{CONFIRM_ACKNOWLEDGE}</DialogTitle>
      <DialogContent>
        <SelectField
          name="acknowledge-severity"
          label="Severity"
          required
          value={severity}
          options={SEVERITY_OPTIONS}
          error={error ?? undefined}
          disabled={busy}
          onChange={(value) => {
            setSeverity(value);
            setError(null);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy} loading={busy}>
          Yes
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * 'Acknowledge' (docs/product.md §4): quality confirms and classifies the incident; the severity is required
 * (a refusal about it shows under the field, and as a toast like every failed status change).
 */
export function IncidentAcknowledgeDialog({
  open,
  incident,
  onClose,
}: {
  open: boolean;
  incident: TIncidentDetails;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {open && <AcknowledgeForm incident={incident} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
