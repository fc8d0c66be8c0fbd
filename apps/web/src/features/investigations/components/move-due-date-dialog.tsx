import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatDate } from '@qi/domain/dates';
import { DUE_DATE_MSG } from '@qi/domain/due-dates';
import { hasVisibleText } from '@qi/domain/visible-text';
import { useId, useState } from 'react';

/**
 * Asks why a due date moves (docs/product.md §4: a due date moves only with a reason, which the history
 * keeps). Cancel puts the date back.
 */
export function MoveDueDateDialog({
  open,
  sectionLabel,
  from,
  to,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  sectionLabel: string;
  from: string | null;
  to: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const confirm = () => {
    if (!hasVisibleText(reason)) {
      setError(true);
      return;
    }
    onConfirm(reason.trim());
    setReason('');
    setError(false);
  };
  const cancel = () => {
    setReason('');
    setError(false);
    onCancel();
  };
  return (
    <Dialog open={open} onClose={cancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Move due date</DialogTitle>
      <DialogContent>
        {`${sectionLabel}: from ${formatDate(from)} to ${formatDate(to)}.`}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          id="move-due-date-reason"
          label="Reason"
          required
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(false);
          }}
          error={error}
          helperText={error ? DUE_DATE_MSG.reasonRequired : undefined}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" onClick={confirm}>
          Move due date
        </Button>
      </DialogActions>
    </Dialog>
  );
}
