import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

/** Asks the name of a new node of the tree ('What is the name of the new category?'). */
export function AddLocationDialog({
  open,
  levelName,
  parentTitle,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  levelName: string;
  parentTitle: string | null;
  pending: boolean;
  /** Why the last name was refused (e.g. it already exists). */
  error: string | null;
  onSubmit: (title: string) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) onSubmit(title);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="add-location-title"
      slotProps={{ transition: { onEnter: () => setTitle('') } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-location-title">What is the name of the new {levelName}?</DialogTitle>
        <DialogContent>
          {parentTitle && <DialogContentText>In {parentTitle}</DialogContentText>}
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label="Name"
            value={title}
            error={Boolean(error)}
            helperText={error ?? undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!title.trim() || pending}>
            Add {levelName}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
