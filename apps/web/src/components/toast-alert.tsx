import Alert from '@mui/material/Alert';
import { type CustomContentProps, closeSnackbar, SnackbarContent } from 'notistack';
import { forwardRef } from 'react';
import type { ToastSeverity } from './toast-context';

/** What notistack shows for every toast: the MUI filled Alert (role="alert"), closable by its cross. */
export const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert(
  { id, message, variant },
  ref,
) {
  return (
    <SnackbarContent ref={ref}>
      <Alert
        onClose={() => closeSnackbar(id)}
        severity={variant === 'default' ? 'info' : (variant satisfies ToastSeverity)}
        variant="filled"
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
