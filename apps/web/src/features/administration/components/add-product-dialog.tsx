import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { canAddProduct } from '@qi/domain/reference-data';
import { TOAST } from '@qi/domain/toast-messages';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateProduct } from '../api/create-product';

/** 'What is the name of the new product?': 'Add Product' waits for a non-blank name (docs/product.md §5). */
export function AddProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const showToast = useToast();
  const createProduct = useCreateProduct();
  const [name, setName] = useState('');

  const close = () => {
    setName('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAddProduct(name)) return;
    createProduct.mutate(
      { name: name.trim() },
      {
        onSuccess: () => {
          showToast(TOAST.productAdded);
          close();
        },
        onError: (error) => {
          console.error('Adding the product failed', error);
          showToast(failureMessage(TOAST.productFailed, error), 'error');
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-product-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-product-title">What is the name of the new product?</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canAddProduct(name) || createProduct.isPending}
          >
            Add Product
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
