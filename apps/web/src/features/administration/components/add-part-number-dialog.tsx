import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { canAddPartNumber } from '@qi/domain/reference-data';
import { TOAST } from '@qi/domain/toast-messages';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useCreatePartNumber } from '../api/create-part-number';
import { PartProductSelect } from './part-product-select';

const EMPTY = { id: '', description: '', product: '' };

/**
 * 'Part Number *' and 'Part Number Description *'; 'Add Part Number' waits for both (docs/product.md §5). The
 * optional 'Product' is sent only when chosen.
 */
export function AddPartNumberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const showToast = useToast();
  const createPartNumber = useCreatePartNumber();
  const [form, setForm] = useState(EMPTY);

  const close = () => {
    setForm(EMPTY);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAddPartNumber(form)) return;
    createPartNumber.mutate(
      {
        id: form.id.trim(),
        description: form.description.trim(),
        ...(form.product ? { product: form.product } : {}),
      },
      {
        onSuccess: () => {
          showToast(TOAST.partNumberAdded);
          close();
        },
        onError: (error) => {
          console.error('Adding the part number failed', error);
          showToast(failureMessage(TOAST.partNumberFailed, error), 'error');
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-part-number-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-part-number-title">Add Part Number</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label="Part Number"
            value={form.id}
            onChange={(event) => setForm({ ...form, id: event.target.value })}
          />
          <TextField
            required
            fullWidth
            multiline
            margin="normal"
            label="Part Number Description"
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
          />
          <PartProductSelect
            value={form.product}
            current={null}
            onChange={(product) => setForm({ ...form, product })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canAddPartNumber(form) || createPartNumber.isPending}
          >
            Add Part Number
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
