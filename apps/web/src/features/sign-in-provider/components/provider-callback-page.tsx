import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-error';
import { saveSession } from '../../../lib/auth-storage';
import { completeProviderCallback } from '../api/provider-callback';
import { postSigningResult, takeFlow } from '../lib/provider-flow';
import { ProviderCard } from './provider-card';

export const CALLBACK_FAILED = 'The sign-in could not be completed. Please try again.';
export const SIGNED_CLOSE_WINDOW = 'Confirmed. You can close this window.';

const messageOf = (error: unknown) => (isApiError(error) && error.message ? error.message : CALLBACK_FAILED);

/**
 * /auth/callback, where the provider sends the browser back (the redirect URI registered there). A sign-in
 * stores the session as the password sign-in does and goes on to where the person was going; in the signing
 * window, the grant goes to the dialog that waits for it and the window closes.
 */
export function ProviderCallbackPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<{ signing: boolean; message: string } | null>(null);

  useEffect(() => {
    // Once: the answer's code and state can be used only once.
    if (started.current) return;
    started.current = true;
    const flow = takeFlow();
    const parameters = window.location.search.replace(/^\?/, '');
    // The code is spent either way: keep it out of the history and of anything that reads the address.
    window.history.replaceState(null, '', window.location.pathname);
    completeProviderCallback(parameters).then(
      (answer) => {
        if (answer.kind === 'sign-in') {
          saveSession(answer);
          void navigate(answer.returnTo, { replace: true });
          return;
        }
        if (flow.purpose === 'signing') postSigningResult({ ref: flow.ref, grant: answer.signingGrant });
        setOutcome({ signing: true, message: SIGNED_CLOSE_WINDOW });
        window.close();
      },
      (error: unknown) => {
        const message = messageOf(error);
        if (flow.purpose === 'signing') postSigningResult({ ref: flow.ref, error: message });
        setOutcome({ signing: flow.purpose === 'signing', message });
      },
    );
  }, [navigate]);

  const title = outcome?.signing ? 'Confirming your signature' : 'Signing in';
  if (!outcome) {
    return (
      <ProviderCard title={title}>
        <PageLoader label="Signing in…" />
      </ProviderCard>
    );
  }
  if (outcome.message === SIGNED_CLOSE_WINDOW) {
    return (
      <ProviderCard title={title}>
        <Typography role="status">{outcome.message}</Typography>
      </ProviderCard>
    );
  }
  return (
    <ProviderCard title={title}>
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {outcome.message}
      </Alert>
      {outcome.signing ? (
        <Typography>You can close this window.</Typography>
      ) : (
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      )}
    </ProviderCard>
  );
}
