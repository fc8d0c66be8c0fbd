import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SIGNAL_TOAST, ZDismissSignalRequest } from '@qi/domain/signal-rules';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useDismissSignal } from '../api/dismiss-signal';

/** 'Dismiss signal': the reason is required (the domain's schema and message). Mount it when it opens. */
export function DismissSignalDialog({ signalId, onClose }: { signalId: string; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const dismiss = useDismissSignal();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = ZDismissSignalRequest.safeParse({ reason });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || dismiss.isPending) return;
    dismiss.mutate(
      { id: signalId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          showToast(SIGNAL_TOAST.dismissed);
          onClose();
        },
        onError: (failure) => {
          console.error('Dismissing the signal failed', failure);
          showToast(failureMessage(SIGNAL_TOAST.dismissFailed, failure), 'error');
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={dismiss.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Dismiss signal</DialogTitle>
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
            error={touched && Boolean(error)}
            helperText={touched ? error : 'Why no action is needed (kept with the signal).'}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={dismiss.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={dismiss.isPending}>
            Dismiss
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
