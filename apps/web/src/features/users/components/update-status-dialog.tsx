import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';

/** 'Update Status': toggles between Active and Deactivated (docs/product.md §4 Users). */
export function UpdateStatusDialog({
  open,
  active,
  pending,
  onSave,
  onClose,
}: {
  open: boolean;
  active: boolean;
  pending: boolean;
  onSave: (active: boolean) => void;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState(active);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="update-status-title"
      slotProps={{ transition: { onEnter: () => setSelected(active) } }}
    >
      <DialogTitle id="update-status-title">Update Status</DialogTitle>
      <DialogContent>
        <FormControlLabel
          control={<Switch checked={selected} onChange={(event) => setSelected(event.target.checked)} />}
          label={selected ? 'Active' : 'Deactivated'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={pending || selected === active}
          onClick={() => onSave(selected)}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
