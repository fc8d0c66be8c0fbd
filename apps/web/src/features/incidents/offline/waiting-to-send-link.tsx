import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useOfflineQueueSender, useQueuedReports } from './offline-queue-hooks';

export const WAITING_TO_SEND = 'Waiting to send';

/**
 * The top bar's 'Waiting to send' with the number of reports kept on the device, leading to /waiting;
 * nothing while none wait. It also sends them, since the top bar is on every signed-in page.
 */
export function WaitingToSendLink() {
  useOfflineQueueSender();
  const count = useQueuedReports()?.length ?? 0;
  if (count === 0) return null;
  return (
    <Button
      component={RouterLink}
      to="/waiting"
      color="inherit"
      aria-label={`${WAITING_TO_SEND}: ${count}`}
      sx={{ mr: 1, textTransform: 'none', whiteSpace: 'nowrap' }}
    >
      {WAITING_TO_SEND}
      <Box
        component="span"
        sx={{
          ml: 1,
          px: 1,
          minWidth: 24,
          borderRadius: 12,
          bgcolor: 'warning.main',
          color: 'warning.contrastText',
        }}
      >
        {count}
      </Box>
    </Button>
  );
}
