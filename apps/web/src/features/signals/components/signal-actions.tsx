import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SIGNAL_TOAST, type TSignal } from '@qi/domain/signal-rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useStartSignalInvestigation } from '../api/start-signal-investigation';
import { DismissSignalDialog } from './dismiss-signal-dialog';
import { LinkSignalDialog } from './link-signal-dialog';

type Asking = 'start' | 'link' | 'dismiss' | null;

/** An open signal's three ways out: a new investigation for its incidents, an existing one, or dismissal. */
export function SignalActions({ signal }: { signal: TSignal }) {
  const showToast = useToast();
  const start = useStartSignalInvestigation();
  const [asking, setAsking] = useState<Asking>(null);
  const count = signal.incidents.length;
  const none = count === 0;

  const confirmStart = () =>
    start.mutate(signal.id, {
      onSuccess: () => showToast(SIGNAL_TOAST.investigationStarted),
      onError: (error) => {
        console.error('Starting the investigation for the signal failed', error);
        showToast(failureMessage(SIGNAL_TOAST.investigationStartFailed, error), 'error');
      },
      onSettled: () => setAsking(null),
    });

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="contained" disabled={none} onClick={() => setAsking('start')}>
        Start investigation
      </Button>
      <Button variant="outlined" disabled={none} onClick={() => setAsking('link')}>
        Link to investigation
      </Button>
      <Button variant="outlined" color="error" onClick={() => setAsking('dismiss')}>
        Dismiss
      </Button>
      <ConfirmDialog
        open={asking === 'start'}
        message={`Start one investigation for the signal's ${count === 1 ? 'incident' : `${count} incidents`}?`}
        confirmLabel="Start investigation"
        busy={start.isPending}
        onClose={() => setAsking(null)}
        onConfirm={confirmStart}
      />
      {asking === 'link' && <LinkSignalDialog signalId={signal.id} onClose={() => setAsking(null)} />}
      {asking === 'dismiss' && <DismissSignalDialog signalId={signal.id} onClose={() => setAsking(null)} />}
    </Box>
  );
}
