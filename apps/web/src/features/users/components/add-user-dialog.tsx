import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { TOAST } from '@qi/domain/toast-messages';
import { canAddUser } from '@qi/domain/user';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateUser } from '../api/create-user';

/** Name and Email; 'Add User' stays disabled until both are non-blank (docs/product.md §5). */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const showToast = useToast();
  const createUser = useCreateUser();
  const [form, setForm] = useState({ name: '', email: '' });

  const close = () => {
    setForm({ name: '', email: '' });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAddUser(form)) return;
    createUser.mutate(
      { name: form.name.trim(), email: form.email.trim() },
      {
        onSuccess: () => {
          showToast(TOAST.userAdded);
          close();
        },
        onError: (error) => showToast(failureMessage(TOAST.userAddFailed, error), 'error'),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-user-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-user-title">Add User</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label="Name"
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
          <TextField
            fullWidth
            margin="normal"
            label="Email"
            type="email"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!canAddUser(form) || createUser.isPending}>
            Add User
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
