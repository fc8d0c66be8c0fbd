import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';

/** The 'Scan' action: an icon in the top bar, a button on the home page. Both open /scan. */
export function ScanLink({ variant }: { variant: 'icon' | 'button' }) {
  if (variant === 'icon') {
    return (
      <Tooltip title="Scan">
        <IconButton component={RouterLink} to="/scan" color="inherit" aria-label="Scan">
          <QrCodeScanner />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button component={RouterLink} to="/scan" variant="contained" startIcon={<QrCodeScanner />}>
      Scan
    </Button>
  );
}
