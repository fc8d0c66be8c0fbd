import { API_TOKEN_MSG, API_TOKEN_TOAST } from '@qi/domain/api-tokens';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';

/** The new token's secret, shown this once, with a copy button and the warning that it will not be shown again. */
export function ApiTokenSecretDialog({
  name,
  secret,
  onClose,
}: {
  name: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <SecretOnceDialog
      title={<>Token for {name}</>}
      warning={API_TOKEN_MSG.shownOnce}
      label="Token"
      secret={secret}
      copiedToast={API_TOKEN_TOAST.copied}
      copyFailedToast={API_TOKEN_TOAST.copyFailed}
      onClose={onClose}
    />
  );
}
