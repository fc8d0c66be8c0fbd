import type { TLoginRequest, TNewPasswordForm } from '@qi/domain/auth';
import { LOGIN_FAILURE } from '@qi/domain/login-messages';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { safeRedirectTarget } from '../../../lib/safe-redirect';
import { useCompleteNewPassword } from '../api/complete-new-password';
import { isTokenAnswer, useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-error-message';
import { LoginForm } from './login-form';

// The company's identity provider's button (decision 053): its code loads after /login shows.
const ProviderSignIn = lazy(async () => ({
  default: (await import('../../sign-in-provider/components/provider-sign-in')).ProviderSignIn,
}));

// Few users ever meet the new-password step; its form (react-hook-form, zod) loads when they do.
const NewPasswordForm = lazy(async () => ({
  default: (await import('./new-password-form')).NewPasswordForm,
}));

/**
 * /login. A successful sign-in stores the session; the public-only guard then moves on to `from`
 * (or /home). The invitation link prefills the email with `?email=`.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const showToast = useToast();
  const login = useLogin();
  const completeNewPassword = useCompleteNewPassword();
  const [challenge, setChallenge] = useState<{ session: string } | null>(null);
  const [lastEmail, setLastEmail] = useState<string | null>(null);

  const signIn = (values: TLoginRequest) => {
    setLastEmail(values.email);
    login.run(values, {
      onSuccess: (answer) => {
        if (!isTokenAnswer(answer)) setChallenge({ session: answer.session });
      },
      onError: (error) => showToast(authFailureMessage(error, LOGIN_FAILURE), 'error'),
    });
  };

  const setNewPassword = (values: TNewPasswordForm) => {
    if (!challenge) return;
    completeNewPassword.run(
      { session: challenge.session, newPassword: values.newPassword },
      { onError: (error) => showToast(authFailureMessage(error, LOGIN_FAILURE), 'error') },
    );
  };

  if (challenge) {
    return (
      <Suspense fallback={<PageLoader />}>
        <AuthCard title="Set a new password">
          <NewPasswordForm
            pending={completeNewPassword.isPending}
            onSubmit={setNewPassword}
            onCancel={() => setChallenge(null)}
          />
        </AuthCard>
      </Suspense>
    );
  }

  return (
    <AuthCard title="Sign in to Quality Incidents">
      <LoginForm
        defaultEmail={lastEmail ?? searchParams.get('email') ?? ''}
        pending={login.isPending}
        onSubmit={signIn}
      />
      <Suspense fallback={null}>
        <ProviderSignIn
          returnTo={safeRedirectTarget(searchParams.get('from'))}
          onError={(error) => showToast(authFailureMessage(error, LOGIN_FAILURE), 'error')}
        />
      </Suspense>
    </AuthCard>
  );
}
