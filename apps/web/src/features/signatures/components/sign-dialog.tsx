import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export const SIGN_TITLE = 'Sign with your password';
export const SIGN_BUTTON = 'Sign';

/** One thing the person signs: what it is and what the signature means ('Completed', 'Approved', 'Closed', 'Withdrawn'). */
export interface SignItem {
  what: string;
  meaning: string;
  /** Why a sign-off is withdrawn (shown under it). */
  reason?: string;
}

export interface SignDialogProps {
  open: boolean;
  items: SignItem[];
  /** The printed name the signature will carry (the signed-in person's). */
  signerName: string;
  /** The server's refusal of the last attempt (wrong password, too many attempts): shown, the dialog stays. */
  error: string | null;
  busy: boolean;
  onSign: (password: string) => void;
  onClose: () => void;
  /**
   * The signer signed in through the company's identity provider: the provider asks them again in a window of
   * its own instead of a password here (decision 053).
   */
  provider?: { name: string; onSign: () => void } | null;
}

/**
 * The electronic signature step (docs/product.md §2 Signing): what is being signed and its meaning, who
 * signs, and their password, which the server checks before anything is recorded. A refusal keeps the dialog
 * open with the server's message; nothing else on the page changes.
 */
export function SignDialog(props: SignDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* Mounted only while open, so every opening starts with an empty password. */}
      {props.open && <SignForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

export const providerSignTitle = (name: string) => `Sign with ${name}`;

function SignForm({
  items,
  signerName,
  error,
  busy,
  onSign,
  onClose,
  titleId,
  provider,
}: SignDialogProps & { titleId: string }) {
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const submit = () => {
    if (busy) return;
    if (provider) provider.onSign();
    else if (password !== '') onSign(password);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id={titleId}>{provider ? providerSignTitle(provider.name) : SIGN_TITLE}</DialogTitle>
      <DialogContent>
        <Typography>You are signing:</Typography>
        <List dense aria-label="What is being signed">
          {items.map((item) => (
            <ListItem key={`${item.what}-${item.meaning}`} disableGutters>
              <ListItemText
                primary={`${item.what}: ${item.meaning}`}
                secondary={item.reason ? `Reason: ${item.reason}` : undefined}
              />
            </ListItem>
          ))}
        </List>
        <Typography sx={{ mb: 1 }}>
          Signed by <strong>{signerName}</strong>.{' '}
          {provider
            ? `${provider.name} asks you to sign in again, in a new window: that confirms this signature is yours.`
            : 'Your password confirms that this signature is yours.'}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {!provider && (
          <TextField
            id={passwordId}
            type="password"
            label="Password"
            required
            fullWidth
            autoFocus
            margin="dense"
            autoComplete="current-password"
            value={password}
            disabled={busy}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || (!provider && password === '')}
          loading={busy}
        >
          {provider ? providerSignTitle(provider.name) : SIGN_BUTTON}
        </Button>
      </DialogActions>
    </form>
  );
}
