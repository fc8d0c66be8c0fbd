import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { canRenameUser } from '@qi/domain/user';
import { type FormEvent, useState } from 'react';

/** 'Update Name': the user's name, and Save once it is non-blank and different. */
export function UpdateNameDialog({
  open,
  name,
  pending,
  onSave,
  onClose,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(name);
  const ready = canRenameUser(value, name) && !pending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSave(value.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="update-name-title"
      slotProps={{ transition: { onEnter: () => setValue(name) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="update-name-title">Update Name</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label="Name"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
