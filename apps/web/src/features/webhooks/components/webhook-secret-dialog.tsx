import { WEBHOOK_TOAST } from '@qi/domain/webhooks';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';

/** The new endpoint's signing secret, shown this once, with a copy button. */
export function WebhookSecretDialog({
  url,
  secret,
  onClose,
}: {
  url: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <SecretOnceDialog
      title="Signing secret"
      warning={
        <>
          Copy the signing secret of {url} now: it will not be shown again. The receiver verifies each
          delivery's webhook-signature header with it.
        </>
      }
      label="Signing secret"
      secret={secret}
      copiedToast={WEBHOOK_TOAST.copied}
      copyFailedToast="Failed to copy the secret."
      onClose={onClose}
    />
  );
}
