import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SIGNING_METHOD_KEY, useSigningMethod } from '../api/signing-method';
import { SIGNING_WINDOW_PATH, waitForSigningResult } from '../lib/provider-flow';

export const POPUP_BLOCKED =
  'The sign-in window could not be opened. Allow pop-ups for this site and try again.';

export interface ProviderSigning {
  /** This session signs through the provider (it was opened there, and the provider is on). */
  viaProvider: boolean;
  providerName: string | null;
  /**
   * Opens the provider's sign-in in a window of its own (call it from the click, or the browser blocks it) and
   * resolves with the one-use grant the signing request carries; rejects with the reason to show.
   */
  confirm: () => Promise<string>;
  /** Stops waiting for the window (the dialog was closed). */
  cancel: () => void;
  /** The method changed under the page (the server said so): read it again. */
  refresh: () => void;
}

/** The provider's part of the signing step (features/signatures): how this session signs, and doing it. */
export function useProviderSigning(enabled: boolean): ProviderSigning {
  const method = useSigningMethod(enabled);
  const queryClient = useQueryClient();
  const waiting = useRef<AbortController | null>(null);
  useEffect(() => () => waiting.current?.abort(), []);

  const confirm = async () => {
    waiting.current?.abort();
    const controller = new AbortController();
    waiting.current = controller;
    const ref = crypto.randomUUID();
    const popup = window.open(
      `${SIGNING_WINDOW_PATH}?ref=${encodeURIComponent(ref)}`,
      'qi-provider-signing',
      'popup,width=520,height=720',
    );
    if (!popup) throw new Error(POPUP_BLOCKED);
    const result = await waitForSigningResult(ref, controller.signal);
    if ('error' in result) throw new Error(result.error);
    return result.grant;
  };

  return {
    viaProvider: method.data?.method === 'provider',
    providerName: method.data?.providerName ?? null,
    confirm,
    cancel: () => waiting.current?.abort(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: SIGNING_METHOD_KEY }),
  };
}
