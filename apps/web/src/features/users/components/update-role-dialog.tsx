import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLE_LABELS, ROLES, type Role } from '@qi/domain/roles';
import { useState } from 'react';

/** 'Update Role': a role select and Save. */
export function UpdateRoleDialog({
  open,
  role,
  pending,
  onSave,
  onClose,
}: {
  open: boolean;
  role: Role;
  pending: boolean;
  onSave: (role: Role) => void;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<Role>(role);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="update-role-title"
      slotProps={{ transition: { onEnter: () => setSelected(role) } }}
    >
      <DialogTitle id="update-role-title">Update Role</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="normal"
          label="Role"
          value={selected}
          onChange={(event) => setSelected(event.target.value as Role)}
        >
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={pending || selected === role} onClick={() => onSave(selected)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
