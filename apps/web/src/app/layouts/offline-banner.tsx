import Alert from '@mui/material/Alert';
import { OFFLINE_BANNER } from '@qi/domain/toast-messages';
import { useOnlineStatus } from '../../lib/online-status';

/** docs/product.md §8: shown while the browser reports no connection. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert severity="error" role="status" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {OFFLINE_BANNER}
    </Alert>
  );
}
