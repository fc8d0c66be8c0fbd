import { SIGNAL_TOAST, ZDismissSignalRequest } from '@qi/domain/signal-rules';
import { RequiredReasonDialog, reasonCheck } from '../../../components/required-reason-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useDismissSignal } from '../api/dismiss-signal';

const check = (reason: string) => reasonCheck(ZDismissSignalRequest.safeParse({ reason }));

/** 'Dismiss signal': the reason is required (the domain's schema and message). Mount it when it opens. */
export function DismissSignalDialog({ signalId, onClose }: { signalId: string; onClose: () => void }) {
  const showToast = useToast();
  const dismiss = useDismissSignal();
  const submit = (reason: string) =>
    dismiss.mutate(
      { id: signalId, reason },
      {
        onSuccess: () => {
          showToast(SIGNAL_TOAST.dismissed);
          onClose();
        },
        onError: (failure) => {
          console.error('Dismissing the signal failed', failure);
          showToast(failureMessage(SIGNAL_TOAST.dismissFailed, failure), 'error');
        },
      },
    );
  return (
    <RequiredReasonDialog
      title="Dismiss signal"
      hint="Why no action is needed (kept with the signal)."
      confirmLabel="Dismiss"
      busy={dismiss.isPending}
      check={check}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
