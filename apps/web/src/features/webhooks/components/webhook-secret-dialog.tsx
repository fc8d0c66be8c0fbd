import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { WEBHOOK_TOAST } from '@qi/domain/webhooks';
import { useId } from 'react';
import { useToast } from '../../../components/toast-context';

/** The new endpoint's signing secret, shown this once, with a copy button. */
export function WebhookSecretDialog({
  url,
  secret,
  onClose,
}: {
  url: string;
  secret: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast(WEBHOOK_TOAST.copied);
    } catch (error) {
      console.error('Copying the secret failed', error);
      showToast('Failed to copy the secret.', 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Signing secret</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy the signing secret of {url} now: it will not be shown again. The receiver verifies each
          delivery's webhook-signature header with it.
        </Alert>
        <TextField
          fullWidth
          label="Signing secret"
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
