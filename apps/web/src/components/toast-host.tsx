import { TOAST_DURATION_MS } from '@qi/domain/constants';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { ToastAlert } from './toast-alert';
import type { ToastSeverity } from './toast-context';

type Pending = [message: string, severity: ToastSeverity];

// notistack's enqueueSnackbar reaches the mounted provider; a toast asked for before it mounts waits here.
let mounted = false;
const pending: Pending[] = [];

/** Shows a toast through notistack, once the host below is on the page. */
export function enqueueToast(message: string, severity: ToastSeverity): void {
  if (mounted) enqueueSnackbar(message, { variant: severity });
  else pending.push([message, severity]);
}

/**
 * The notistack provider with the product's toast (docs/product.md §8): one at a time at the top center, a new
 * one replacing the old, hidden after 6 s.
 */
export function ToastHost() {
  useEffect(() => {
    mounted = true;
    for (const [message, severity] of pending.splice(0)) enqueueSnackbar(message, { variant: severity });
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={{ success: ToastAlert, info: ToastAlert, warning: ToastAlert, error: ToastAlert }}
    />
  );
}
