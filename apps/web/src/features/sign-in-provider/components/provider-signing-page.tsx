import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-error';
import { startProviderSigning } from '../api/provider-callback';
import { postSigningResult, rememberFlow } from '../lib/provider-flow';
import { ProviderCard } from './provider-card';

export const SIGNING_START_FAILED = 'The identity provider could not be asked. Please try again.';

/**
 * /auth/sign, the window a signing dialog opens: it asks the server for a signing sign-in (prompt=login,
 * max_age=0) and goes to the provider, which sends it back to /auth/callback.
 */
export function ProviderSigningPage() {
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ref = new URLSearchParams(window.location.search).get('ref') ?? '';
    startProviderSigning().then(
      ({ authorizationUrl }) => {
        rememberFlow({ purpose: 'signing', ref });
        window.location.assign(authorizationUrl);
      },
      (failure: unknown) => {
        const message = isApiError(failure) && failure.message ? failure.message : SIGNING_START_FAILED;
        postSigningResult({ ref, error: message });
        setError(message);
      },
    );
  }, []);
  return (
    <ProviderCard title="Confirming your signature">
      {error ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
          <Typography>You can close this window.</Typography>
        </>
      ) : (
        <PageLoader label="Opening your identity provider…" />
      )}
    </ProviderCard>
  );
}
