import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SCAR_TOAST, ZScarReasonRequest } from '@qi/domain/scar';
import type { TScar } from '@qi/domain/scar-views';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useScarAction } from '../api/scar-actions';

const TITLES = { revoke: 'Revoke request', close: 'Close request' } as const;
const HINTS = {
  revoke: 'The supplier’s link stops working at once.',
  close: 'Closes the request without accepting its remaining stages.',
} as const;

/** 'Revoke request' / 'Close request': a reason (the domain's schema and message), from the version read. */
export function ScarEndDialog({
  scar,
  action,
  onClose,
}: {
  scar: TScar;
  action: 'revoke' | 'close';
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const act = useScarAction(scar.id);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = ZScarReasonRequest.safeParse({ reason, version: scar.version });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || act.isPending) return;
    act.mutate(
      { action, reason: parsed.data.reason, version: scar.version },
      {
        onSuccess: () => {
          showToast(action === 'revoke' ? SCAR_TOAST.revoked : SCAR_TOAST.closed);
          onClose();
        },
        onError: (failure) => {
          console.error('Ending the request failed', failure);
          showToast(failureMessage(SCAR_TOAST.actionFailed, failure), 'error');
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={act.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{TITLES[action]}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={touched && error !== undefined}
            helperText={(touched && error) || HINTS[action]}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={act.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={act.isPending}>
            {action === 'revoke' ? 'Revoke' : 'Close request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
