/**
 * What this tab is doing at the provider, kept in the tab's sessionStorage across the round trip (the page is
 * left for the provider's and loaded again at /auth/callback): signing in, or — in the popup a signing dialog
 * opened — signing, with the reference of the dialog that waits for it.
 */
const FLOW_KEY = 'qi.oidc.flow';

export type ProviderFlow = { purpose: 'sign-in' } | { purpose: 'signing'; ref: string };

export function rememberFlow(flow: ProviderFlow): void {
  try {
    sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  } catch {
    // Storage refused (private mode quotas): the callback then treats the answer as a sign-in.
  }
}

export function takeFlow(): ProviderFlow {
  try {
    const raw = sessionStorage.getItem(FLOW_KEY);
    sessionStorage.removeItem(FLOW_KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<ProviderFlow>) : null;
    if (flow?.purpose === 'signing' && typeof flow.ref === 'string')
      return { purpose: 'signing', ref: flow.ref };
  } catch {
    // Unreadable: a sign-in.
  }
  return { purpose: 'sign-in' };
}

/**
 * The result of a signing popup, told to the dialog that opened it. A BroadcastChannel reaches it although the
 * popup lost its opener when it went to the provider (the app's Cross-Origin-Opener-Policy); `ref` says which
 * dialog it is for.
 */
const CHANNEL = 'qi.provider-signing';

export type SigningResult = { ref: string; grant: string } | { ref: string; error: string };

export function postSigningResult(result: SigningResult): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(result);
  channel.close();
}

/** The first result for `ref`; `signal` stops waiting (the dialog was closed). */
export function waitForSigningResult(ref: string, signal: AbortSignal): Promise<SigningResult> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CHANNEL);
    const stop = () => {
      channel.close();
      reject(new DOMException('Stopped waiting', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    channel.onmessage = (event: MessageEvent<SigningResult>) => {
      if (event.data?.ref !== ref) return;
      signal.removeEventListener('abort', stop);
      channel.close();
      resolve(event.data);
    };
  });
}

export const SIGNING_WINDOW_PATH = '/auth/sign';
