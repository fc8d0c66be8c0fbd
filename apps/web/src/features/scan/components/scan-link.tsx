import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';

/** The top bar's 'Scan' action (the home page has a button of its own): opens /scan. */
export function ScanLink() {
  return (
    <IconButton component={RouterLink} to="/scan" color="inherit" aria-label="Scan">
      <QrCodeScanner />
    </IconButton>
  );
}
