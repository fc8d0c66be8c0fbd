import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SIGNATURE_MSG } from '@qi/domain/signatures';
import { hasVisibleText } from '@qi/domain/visible-text';
import { useId, useState } from 'react';

/**
 * Unticking a sign-off that carries a signature: the usual question plus a required reason, kept with the
 * 'Withdrawn' record the save adds (the original signature stays). With signatures on, the save then asks
 * for the password.
 */
export function WithdrawSignOffDialog({
  open,
  message,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The usual question ('Are you sure you want to remove the sign-off?'). */
  message: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <WithdrawForm titleId={titleId} message={message} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function WithdrawForm({
  titleId,
  message,
  onConfirm,
  onClose,
}: {
  titleId: string;
  message: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const missing = !hasVisibleText(reason);
  const confirm = () => {
    if (missing) {
      setShown(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <>
      <DialogTitle id={titleId}>{message}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          This sign-off was signed. Removing it keeps the signature and adds a record that it was withdrawn.
        </DialogContentText>
        <TextField
          id={`${titleId}-reason`}
          label="Reason"
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          margin="dense"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setShown(false);
          }}
          error={shown && missing}
          helperText={shown && missing ? SIGNATURE_MSG.withdrawReason : undefined}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={confirm}>
          Yes
        </Button>
      </DialogActions>
    </>
  );
}
