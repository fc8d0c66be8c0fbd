import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  canAddPartNumber,
  REFERENCE_TOAST,
  type TPartNumberItem,
  type TUpdatePartNumberRequest,
} from '@qi/domain/reference-data';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useUpdatePartNumber } from '../api/update-reference';
import { PartProductSelect } from './part-product-select';

/**
 * A part number's new description and optional product; the number itself is what incidents store, so it is
 * not edited. Mount it when it opens: its fields start from the part number each time.
 */
export function EditPartNumberDialog({ part, onClose }: { part: TPartNumberItem; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const updatePartNumber = useUpdatePartNumber();
  // Bulk data cached by an older version may lack the product.
  const current = part.product ?? null;
  const [description, setDescription] = useState(part.description);
  const [product, setProduct] = useState(current ?? '');
  const ready = canAddPartNumber({ id: part.id, description }) && !updatePartNumber.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const chosen = product === '' ? null : product;
    // Only a changed product is sent, so saving a description leaves the product (and its history) alone.
    const body: TUpdatePartNumberRequest = {
      description: description.trim(),
      ...(chosen !== current ? { product: chosen } : {}),
    };
    updatePartNumber.mutate(
      { id: part.id, ...body },
      {
        onSuccess: () => {
          showToast(REFERENCE_TOAST.partNumberSaved);
          onClose();
        },
        onError: (error) => {
          console.error('Saving the part number failed', error);
          showToast(failureMessage(REFERENCE_TOAST.partNumberSaveFailed, error), 'error');
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{`Edit Part Number ${part.id}`}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            margin="normal"
            label="Part Number Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <PartProductSelect value={product} current={current} onChange={setProduct} />
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
