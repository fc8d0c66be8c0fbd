import { maskEmail, type TForgotPasswordRequest, type TResetPasswordForm } from '@qi/domain/auth';
import { TOAST } from '@qi/domain/toast-messages';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { QueryProvider } from '../../../lib/query-provider';
import { useConfirmForgotPassword } from '../api/confirm-forgot-password';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { ConfirmResetForm } from './confirm-reset-form';
import { RequestCodeForm } from './request-code-form';

/** /reset-password: request a code, then set the new password with it (docs/product.md §2). */
export function ResetPasswordPage() {
  return (
    <QueryProvider>
      <ResetPassword />
    </QueryProvider>
  );
}

function ResetPassword() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const showToast = useToast();
  const forgotPassword = useForgotPassword();
  const confirmReset = useConfirmForgotPassword();
  // The emailed link (`?email=…&code=…`) opens step 2 with its code filled in.
  const linkEmail = searchParams.get('email');
  const linkCode = searchParams.get('code');
  const [sent, setSent] = useState<{ email: string; destination: string } | null>(
    linkEmail && linkCode ? { email: linkEmail, destination: maskEmail(linkEmail) } : null,
  );

  const requestCode = (values: TForgotPasswordRequest) => {
    forgotPassword.mutate(values, {
      onSuccess: (answer) =>
        setSent({ email: values.email, destination: answer.CodeDeliveryDetails.Destination }),
      onError: (error) =>
        showToast(
          isApiError(error) ? error.message : 'The code could not be sent. Please try again.',
          'error',
        ),
    });
  };

  const reset = (values: TResetPasswordForm) => {
    confirmReset.mutate(
      { email: values.email, code: values.code, newPassword: values.newPassword },
      {
        onSuccess: () => {
          showToast(TOAST.resetSuccess);
          void navigate(`/login?${new URLSearchParams({ email: values.email }).toString()}`, {
            replace: true,
          });
        },
        onError: () => showToast(TOAST.resetFailure, 'error'),
      },
    );
  };

  return (
    <AuthCard title="Reset your password">
      {sent ? (
        <ConfirmResetForm
          email={sent.email}
          destination={sent.destination}
          defaultCode={linkCode ?? ''}
          pending={confirmReset.isPending}
          onSubmit={reset}
        />
      ) : (
        <RequestCodeForm
          defaultEmail={searchParams.get('email') ?? ''}
          pending={forgotPassword.isPending}
          onSubmit={requestCode}
        />
      )}
    </AuthCard>
  );
}
