import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SUPPLIER_MSG } from '@qi/domain/scar-supplier';

/** The link no longer works (410: withdrawn, replaced by a newer one, expired, or the request revoked). */
export function LinkGonePage({ message }: { message: string }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        This link no longer works
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Typography>
        Please ask the buyer who sent you the request for a new link. Only the link in the latest email works.
      </Typography>
    </Paper>
  );
}

/** No link in this tab: the page was opened without one, or the supplier signed out. */
export function NoLinkPage({ signedOut }: { signedOut: boolean }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {signedOut ? 'You have signed out' : 'Supplier corrective action request'}
      </Typography>
      <Typography>{SUPPLIER_MSG.signInRequired}</Typography>
    </Paper>
  );
}
