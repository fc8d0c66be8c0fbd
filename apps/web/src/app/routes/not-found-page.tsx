import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_TEXT } from '@qi/domain/toast-messages';
import { useNavigate } from 'react-router';
import { hasPreviousAppPage } from '../../lib/app-history';

/** docs/product.md §2: 'Uh oh. Page not found.' with a Go Back button. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = () => {
    // The unknown address was replaced by /not-found, so one step back is where the user came from.
    // React Router's browser history numbers its entries; entry 0 means this document started here, but
    // the tab's previous entry may still be a page of the app (an address typed over it, or a reload).
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (idx === undefined || idx > 0) void navigate(-1);
    else if (hasPreviousAppPage()) window.history.back();
    else void navigate('/', { replace: true });
  };
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {NOT_FOUND_TEXT}
      </Typography>
      <Button variant="contained" onClick={goBack}>
        Go Back
      </Button>
    </Paper>
  );
}
