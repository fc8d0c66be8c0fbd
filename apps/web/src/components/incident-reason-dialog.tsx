import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { hasVisibleText } from '@qi/domain/visible-text';
import { useId, useState } from 'react';

/** Reject and request more information (docs/product.md §4): the confirm button waits for a non-empty trimmed reason. */
export function IncidentReasonDialog({
  open,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onEnter: () => setReason('') } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          id={`${titleId}-reason`}
          label="Reason"
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={busy}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || !hasVisibleText(trimmed)}
          onClick={() => onConfirm(trimmed)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
