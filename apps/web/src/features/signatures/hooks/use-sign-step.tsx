import { signaturesRequired } from '@qi/domain/settings';
import type { TSignatureCredentials } from '@qi/domain/signatures';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';
import { APP_SETTINGS_QUERY_KEY, useAppSettings } from '../../settings/api/app-settings-api';
import { useProviderSigning } from '../../sign-in-provider/hooks/use-provider-signing';
import { SignDialog, type SignItem } from '../components/sign-dialog';
import { passwordWanted, providerWanted, signatureRefusal } from '../lib/signature-errors';

export interface SignRequest {
  /** What is signed, with its meaning, as the dialog lists it. */
  items: SignItem[];
  /** Sends the change; `signature` is there when the setting asks for a password. Rejects on failure. */
  send: (signature: TSignatureCredentials | undefined) => Promise<unknown>;
  onSuccess?: () => void;
  /** Any failure but a refused signature (which the dialog shows). */
  onFailure?: (error: unknown) => void;
}

export interface SignStep {
  /** The setting asks for a password: flows show the sign dialog instead of their yes/no question. */
  required: boolean;
  /** With the setting on, opens the dialog; otherwise sends at once, exactly as before signatures existed. */
  start: (request: SignRequest) => void;
  /** Opens the dialog whatever the setting says (the server asked for a password the page did not expect). */
  open: (request: SignRequest) => void;
  busy: boolean;
  dialog: ReactNode;
}

/**
 * The signing step shared by the flows that sign (investigation save, disposition approval, closing): it reads
 * the setting, asks for the password, resends on a refused one, and opens itself when the server says a
 * password is needed that the page did not know about (the setting changed since it was read).
 */
export function useSignStep(): SignStep {
  const settings = useAppSettings();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [request, setRequest] = useState<SignRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = signaturesRequired(settings);
  // Signed in through the identity provider, the provider confirms instead of a password (decision 053).
  const provider = useProviderSigning(required || request !== null);

  const attempt = async (next: SignRequest, signature: TSignatureCredentials | undefined) => {
    setBusy(true);
    try {
      await next.send(signature);
    } catch (failure) {
      setBusy(false);
      const refusal = signature ? signatureRefusal(failure) : null;
      if (providerWanted(failure)) provider.refresh();
      if (refusal) {
        setError(refusal);
      } else if (providerWanted(failure) || (!signature && passwordWanted(failure))) {
        void queryClient.invalidateQueries({ queryKey: APP_SETTINGS_QUERY_KEY });
        setError(null);
        setRequest(next);
      } else {
        setRequest(null);
        next.onFailure?.(failure);
      }
      return;
    }
    setBusy(false);
    setRequest(null);
    setError(null);
    next.onSuccess?.();
  };

  const open = (next: SignRequest) => {
    setError(null);
    setRequest(next);
  };
  const start = (next: SignRequest) => {
    if (required) open(next);
    else void attempt(next, undefined);
  };

  /**
   * Opens the provider's window (in the click, or the browser blocks it), waits for its grant, then sends the
   * change with it. The dialog stays usable meanwhile: closing it stops waiting, clicking again opens a new window.
   */
  const signWithProvider = (next: SignRequest) => {
    setError(null);
    provider.confirm().then(
      (providerGrant) => attempt(next, { providerGrant }),
      (failure: unknown) => {
        if (failure instanceof Error && failure.name !== 'AbortError') setError(failure.message);
      },
    );
  };

  const dialog = (
    <SignDialog
      open={request !== null}
      items={request?.items ?? []}
      signerName={user?.name ?? ''}
      error={error}
      busy={busy}
      onSign={(password) => {
        if (request) void attempt(request, { password });
      }}
      onClose={() => {
        provider.cancel();
        setRequest(null);
        setError(null);
      }}
      provider={
        provider.viaProvider && provider.providerName
          ? { name: provider.providerName, onSign: () => request && signWithProvider(request) }
          : null
      }
    />
  );
  return { required, start, open, busy, dialog };
}
