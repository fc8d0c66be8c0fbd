import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { oidcButtonLabel } from '@qi/domain/oidc-messages';
import { useState } from 'react';
import { startProviderSignIn } from '../api/provider-info';
import { rememberFlow } from '../lib/provider-flow';

/**
 * "Sign in with <provider>": the browser goes to the provider and comes back to /auth/callback; `returnTo` is
 * where to go then (the server keeps only a path of this app).
 */
export function ProviderSignInButton({
  name,
  returnTo,
  onError,
}: {
  name: string;
  returnTo: string | null;
  onError: (error: unknown) => void;
}) {
  const [pending, setPending] = useState(false);
  const signIn = () => {
    setPending(true);
    startProviderSignIn(returnTo).then(
      ({ authorizationUrl }) => {
        rememberFlow({ purpose: 'sign-in' });
        window.location.assign(authorizationUrl);
      },
      (error: unknown) => {
        setPending(false);
        onError(error);
      },
    );
  };
  return (
    <>
      <Divider sx={{ my: 2 }}>or</Divider>
      <Button variant="outlined" fullWidth size="large" disabled={pending} onClick={signIn}>
        {oidcButtonLabel(name)}
      </Button>
    </>
  );
}
