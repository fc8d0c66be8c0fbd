import Button from '@mui/material/Button';
import type { TEffectivenessCheck } from '@qi/domain/effectiveness-check';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useStartInvestigationFromCheck } from '../api/effectiveness-api';

export const START_NEW_INVESTIGATION = 'Start a new investigation';
export const CONFIRM_START_NEW =
  'The fix was not effective. Start a new investigation and move its incidents back under investigation?';
export const START_NEW_FAILED = 'Failed to start a new investigation.';

/** Quality's one step after a not-effective check: the new investigation opens once it is created. */
export function StartInvestigationFromCheck({ check }: { check: TEffectivenessCheck }) {
  const [confirming, setConfirming] = useState(false);
  const start = useStartInvestigationFromCheck();
  const navigate = useNavigate();
  const showToast = useToast();
  const confirm = () =>
    start.mutate(check, {
      onSuccess: (investigation) => {
        setConfirming(false);
        void navigate(`/investigation/${encodeURIComponent(investigation.id)}`);
      },
      onError: (error) => {
        setConfirming(false);
        showToast(failureMessage(START_NEW_FAILED, error), 'error');
      },
    });
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
        {START_NEW_INVESTIGATION}
      </Button>
      <ConfirmDialog
        open={confirming}
        message={CONFIRM_START_NEW}
        busy={start.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
