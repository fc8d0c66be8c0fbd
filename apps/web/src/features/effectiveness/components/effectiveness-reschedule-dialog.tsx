import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isValidIsoDate } from '@qi/domain/dates';
import { EFFECTIVENESS_MSG, type TEffectivenessCheck } from '@qi/domain/effectiveness-check';
import { useId, useState } from 'react';
import { DateInput } from '../../../components/date-input';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useRescheduleEffectivenessCheck } from '../api/effectiveness-api';

export const RESCHEDULE_TITLE = 'Reschedule effectiveness check';
export const RESCHEDULED = 'Saved the effectiveness check.';
export const RESCHEDULE_FAILED = 'Failed to save the effectiveness check.';

/** Quality and admin move the due date or give the check to another owner. */
export function EffectivenessRescheduleDialog({
  check,
  users,
  onClose,
}: {
  check: TEffectivenessCheck;
  users: { user_id: string; name: string }[];
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const save = useRescheduleEffectivenessCheck();
  const [dueDate, setDueDate] = useState(check.dueDate);
  const [owner, setOwner] = useState(check.owner);
  const [tried, setTried] = useState(false);
  const dateError = tried && !isValidIsoDate(dueDate) ? EFFECTIVENESS_MSG.dueDate : undefined;
  const ownerError = tried && !owner ? EFFECTIVENESS_MSG.owner : undefined;
  const options = users.some((u) => u.user_id === owner)
    ? users
    : [{ user_id: owner, name: owner }, ...users];

  const submit = () => {
    setTried(true);
    if (!isValidIsoDate(dueDate) || !owner) return;
    save.mutate(
      { check, body: { dueDate, owner, version: check.version } },
      {
        onSuccess: () => {
          showToast(RESCHEDULED);
          onClose();
        },
        onError: (error) => showToast(failureMessage(RESCHEDULE_FAILED, error), 'error'),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{RESCHEDULE_TITLE}</DialogTitle>
      <DialogContent>
        <DateInput
          id={`${titleId}-due`}
          label="Due date"
          required
          value={dueDate}
          onChange={setDueDate}
          error={Boolean(dateError)}
          helperText={dateError}
        />
        <TextField
          select
          fullWidth
          margin="normal"
          id={`${titleId}-owner`}
          label="Owner"
          required
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          error={Boolean(ownerError)}
          helperText={ownerError}
        >
          {options.map((u) => (
            <MenuItem key={u.user_id} value={u.user_id}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
