import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SIGNAL_TOAST } from '@qi/domain/signal-rules';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { InvestigationPicker } from '../../investigations/components/investigation-picker';
import { useLinkSignal } from '../api/link-signal';

/** 'Link to investigation': one open investigation from a server page of them. Mount it when it opens. */
export function LinkSignalDialog({ signalId, onClose }: { signalId: string; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const link = useLinkSignal();
  const [chosen, setChosen] = useState<string | null>(null);

  const confirm = () => {
    if (!chosen) return;
    link.mutate(
      { id: signalId, investigationId: chosen },
      {
        onSuccess: () => {
          showToast(SIGNAL_TOAST.linked);
          onClose();
        },
        onError: (error) => {
          console.error('Linking the signal failed', error);
          showToast(failureMessage(SIGNAL_TOAST.linkFailed, error), 'error');
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={link.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Link to investigation</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2">
          The signal's incidents follow the investigation you choose; only an open one can be chosen.
        </DialogContentText>
        <InvestigationPicker
          value={chosen}
          onChange={setChosen}
          selectable={(item) => item.status === 'opened'}
          disabled={link.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={link.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!chosen} loading={link.isPending}>
          Link to investigation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
