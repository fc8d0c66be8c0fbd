import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { API_TOKEN_MSG, API_TOKEN_TOAST } from '@qi/domain/api-tokens';
import { useId } from 'react';
import { useToast } from '../../../components/toast-context';

/** The new token's secret, shown this once, with a copy button and the warning that it will not be shown again. */
export function ApiTokenSecretDialog({
  name,
  secret,
  onClose,
}: {
  name: string;
  secret: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast(API_TOKEN_TOAST.copied);
    } catch (error) {
      console.error('Copying the token failed', error);
      showToast(API_TOKEN_TOAST.copyFailed, 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Token for {name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {API_TOKEN_MSG.shownOnce}
        </Alert>
        <TextField
          fullWidth
          label="Token"
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
