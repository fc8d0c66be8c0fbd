import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, shown as the dialog's title (e.g. a `CONFIRM` text of the domain). */
  message: string;
  /** The confirming button's text; 'Yes' unless told. */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While true both buttons are disabled (the confirmed action is running). */
  busy?: boolean;
  /** Optional extra content under the question. */
  children?: ReactNode;
}

/** A yes/no question: 'Cancel' closes it, the confirm button runs `onConfirm`. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel = 'Yes',
  onConfirm,
  onClose,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{message}</DialogTitle>
      {children && <DialogContent>{children}</DialogContent>}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {/* The spinner shows the confirmed action is under way (a failure closes it with a toast). */}
        <Button variant="contained" onClick={onConfirm} disabled={busy} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
