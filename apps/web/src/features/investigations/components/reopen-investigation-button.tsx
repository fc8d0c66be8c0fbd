import Button from '@mui/material/Button';
import { canReopenInvestigations } from '@qi/domain/record-version';
import type { Role } from '@qi/domain/roles';
import { useState } from 'react';
import { IncidentReasonDialog } from '../../../components/incident-reason-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useSignStep } from '../../signatures/hooks/use-sign-step';
import type { TInvestigationDetails } from '../api/get-investigation';
import { useReopenInvestigation } from '../api/reopen-investigation';

export const REOPEN_TITLE = 'Reopen investigation';
export const REOPENED = 'Reopened the investigation.';
export const REOPEN_FAILED = 'Failed to reopen the investigation.';

/**
 * 'Reopen investigation' for quality and admin, on a completed investigation with a closed incident (which no
 * save may change): asks for the reason that the history keeps, and with signatures on the password, since
 * reopening withdraws the completion's signature.
 */
export function ReopenInvestigationButton({
  investigation,
  role,
}: {
  investigation: TInvestigationDetails;
  role: Role;
}) {
  const [open, setOpen] = useState(false);
  const reopen = useReopenInvestigation(investigation.id);
  const showToast = useToast();
  const sign = useSignStep();
  const locked =
    investigation.completed &&
    investigation.relatedIncidents.some((incident) => incident.status === 'closed');
  if (!locked || !canReopenInvestigations(role)) return null;

  const confirm = (reason: string) => {
    sign.start({
      items: [{ what: 'Investigation', meaning: 'Withdrawn', reason }],
      send: (signature) =>
        reopen.mutateAsync({
          reason,
          ...(investigation.version === undefined ? {} : { version: investigation.version }),
          ...(signature ? { signature } : {}),
        }),
      onSuccess: () => {
        setOpen(false);
        showToast(REOPENED);
      },
      onFailure: (error) => {
        console.error('Reopening the investigation failed', error);
        showToast(failureMessage(REOPEN_FAILED, error), 'error');
      },
    });
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {REOPEN_TITLE}
      </Button>
      <IncidentReasonDialog
        open={open}
        title={REOPEN_TITLE}
        confirmLabel="Reopen"
        busy={reopen.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
      {sign.dialog}
    </>
  );
}
