import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { useToast } from './toast-context';

export interface SecretOnceDialogProps {
  title: ReactNode;
  /** Why to copy it now (it will not be shown again). */
  warning: ReactNode;
  /** The read-only field's label. */
  label: string;
  secret: string;
  copiedToast: string;
  copyFailedToast: string;
  onClose: () => void;
}

/** A secret the server answers once (an API token, a webhook's signing secret), with a copy button. */
export function SecretOnceDialog({
  title,
  warning,
  label,
  secret,
  copiedToast,
  copyFailedToast,
  onClose,
}: SecretOnceDialogProps) {
  const titleId = useId();
  const showToast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast(copiedToast);
    } catch (error) {
      console.error('Copying the secret failed', error);
      showToast(copyFailedToast, 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <TextField
          fullWidth
          label={label}
          value={secret}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
