import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

/** What a reason dialog's schema made of the text: the reason to send, or the message to show. */
export type ReasonCheck = { reason: string } | { error: string };

/** A domain schema's answer (`safeParse`) on a request with a reason, as the dialog's check. */
export function reasonCheck(
  parsed:
    | { success: true; data: { reason: string } }
    | { success: false; error: { issues: { message: string }[] } },
): ReasonCheck {
  return parsed.success ? { reason: parsed.data.reason } : { error: parsed.error.issues[0]?.message ?? '' };
}

/**
 * A dialog that asks for a required reason before a destructive step (revoking a supplier request, dismissing
 * a signal). `check` is the domain's schema, so the message is the server's; the caller sends the reason and
 * closes the dialog on success. Mount it when it opens.
 */
export function RequiredReasonDialog({
  title,
  hint,
  confirmLabel,
  busy,
  check,
  onSubmit,
  onClose,
}: {
  title: string;
  hint: string;
  confirmLabel: string;
  busy: boolean;
  check: (reason: string) => ReasonCheck;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = check(reason);
  const error = 'error' in checked ? checked.error : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ('reason' in checked && !busy) onSubmit(checked.reason);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
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
            helperText={(touched && error) || hint}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
