import { useEffect, useState } from 'react';
import { getProviderInfo } from '../api/provider-info';
import { ProviderSignInButton } from './provider-sign-in-button';

/**
 * Under the login form (loaded by /login after it shows, decision 053): asks the server whether the company's identity provider is set up (decision 053) and
 * then offers "Sign in with <provider>". Without an answer there is no button; password sign-in is as before.
 */
export function ProviderSignIn({
  returnTo,
  onError,
}: {
  returnTo: string | null;
  onError: (error: unknown) => void;
}) {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getProviderInfo().then(
      (info) => {
        if (live && info.enabled && info.name) setName(info.name);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  if (!name) return null;
  return <ProviderSignInButton name={name} returnTo={returnTo} onError={onError} />;
}
