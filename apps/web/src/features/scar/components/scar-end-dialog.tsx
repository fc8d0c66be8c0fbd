import { SCAR_TOAST, ZScarReasonRequest } from '@qi/domain/scar';
import type { TScar } from '@qi/domain/scar-views';
import { RequiredReasonDialog, reasonCheck } from '../../../components/required-reason-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useScarAction } from '../api/scar-actions';

const TITLES = { revoke: 'Revoke request', close: 'Close request' } as const;
const HINTS = {
  revoke: 'The supplier’s link stops working at once.',
  close: 'Closes the request without accepting its remaining stages.',
} as const;

/** 'Revoke request' / 'Close request': a reason (the domain's schema and message), from the version read. */
export function ScarEndDialog({
  scar,
  action,
  onClose,
}: {
  scar: TScar;
  action: 'revoke' | 'close';
  onClose: () => void;
}) {
  const showToast = useToast();
  const act = useScarAction(scar.id);
  const check = (reason: string) =>
    reasonCheck(ZScarReasonRequest.safeParse({ reason, version: scar.version }));
  const submit = (reason: string) =>
    act.mutate(
      { action, reason, version: scar.version },
      {
        onSuccess: () => {
          showToast(action === 'revoke' ? SCAR_TOAST.revoked : SCAR_TOAST.closed);
          onClose();
        },
        onError: (failure) => {
          console.error('Ending the request failed', failure);
          showToast(failureMessage(SCAR_TOAST.actionFailed, failure), 'error');
        },
      },
    );
  return (
    <RequiredReasonDialog
      title={TITLES[action]}
      hint={HINTS[action]}
      confirmLabel={action === 'revoke' ? 'Revoke' : 'Close request'}
      busy={act.isPending}
      check={check}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
