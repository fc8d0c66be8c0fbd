import Button from '@mui/material/Button';
import type { TEffectivenessCheck } from '@qi/domain/effectiveness-check';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useReasonForChange } from '../../signatures/hooks/use-reason-for-change';
import { useSignStep } from '../../signatures/hooks/use-sign-step';
import { reasonForChangeWanted } from '../../signatures/lib/signature-errors';
import { useStartInvestigationFromCheck } from '../api/effectiveness-api';

export const START_NEW_INVESTIGATION = 'Start a new investigation';
export const CONFIRM_START_NEW =
  'The fix was not effective. Start a new investigation and move its incidents back under investigation?';
export const START_NEW_FAILED = 'Failed to start a new investigation.';
export const RESTART_REASON_INTRO =
  'Closed incidents go back under investigation and their Closed signatures are withdrawn: say why.';
/** What the sign dialog lists: the incidents' Closed records are withdrawn with the reason. */
export const RESTART_SIGN_WHAT = 'Closed incidents of this investigation';

/**
 * Quality's one step after a not-effective check: the new investigation opens once it is created. While
 * signatures are on (or the server says a closing is signed) it asks for a reason, then for the password.
 */
export function StartInvestigationFromCheck({ check }: { check: TEffectivenessCheck }) {
  const [confirming, setConfirming] = useState(false);
  const start = useStartInvestigationFromCheck();
  const sign = useSignStep();
  const reason = useReasonForChange(sign.required, RESTART_REASON_INTRO);
  const navigate = useNavigate();
  const showToast = useToast();
  const confirm = () => {
    const extra = reason.body();
    if (extra === null) return;
    let created = '';
    sign.start({
      items: [{ what: RESTART_SIGN_WHAT, meaning: 'Withdrawn', reason: extra.reasonForChange }],
      send: async (signature) => {
        const body = { ...extra, ...(signature ? { signature } : {}) };
        created = (await start.mutateAsync({ check, body })).id;
      },
      onSuccess: () => {
        setConfirming(false);
        void navigate(`/investigation/${encodeURIComponent(created)}`);
      },
      onFailure: (error) => {
        reason.noteFailure(error);
        // A reason the page did not know was needed: the field now shows, the question stays open.
        if (reasonForChangeWanted(error)) return;
        setConfirming(false);
        showToast(failureMessage(START_NEW_FAILED, error), 'error');
      },
    });
  };
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
        {START_NEW_INVESTIGATION}
      </Button>
      <ConfirmDialog
        open={confirming}
        message={CONFIRM_START_NEW}
        busy={start.isPending || sign.busy}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {reason.field}
      </ConfirmDialog>
      {sign.dialog}
    </>
  );
}
