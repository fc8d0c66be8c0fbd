import Box from '@mui/material/Box';
import { TOAST_DURATION_MS } from '@qi/domain/constants';
import { useEffect } from 'react';
import type { ToastSeverity } from './toast-context';

export interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
}

/** The toast without notistack, for when its chunk cannot be loaded: top center, gone after 6 s. */
export function PlainToast({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  if (!open) return null;
  return (
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        top: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        color: 'common.white',
        bgcolor: `${toast.severity}.main`,
      }}
    >
      {toast.message}
    </Box>
  );
}
