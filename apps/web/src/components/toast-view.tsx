import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@qi/domain/constants';
import type { ToastSeverity } from './toast-context';

export interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
}

/** The toast itself: top center, hidden after 6 s (docs/product.md §8). */
export function ToastView({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };

  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert onClose={handleClose} severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
