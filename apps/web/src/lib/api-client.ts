import type { TAuthTokens } from '@qi/domain/auth';
import { ApiError, apiErrorFromResponse } from './api-error';
import { clearSession, getSession, rereadSession, saveSession } from './auth-storage';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Calls that must not carry the session (login, reset password). */
  anonymous?: boolean;
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Renews the id token with the refresh token in the httpOnly cookie (sent by the browser, never seen here).
 * A session stored before the cookie existed sends its stored refresh token once instead.
 */
async function refreshOnce(sentToken: string | undefined): Promise<boolean> {
  const session = rereadSession();
  if (!session) return false;
  // Another tab refreshed while this one waited: its new id token is in storage already.
  if (session.idToken !== sentToken) return true;
  try {
    const response = await fetch('/v1/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
    });
    if (!response.ok) return false;
    const tokens = (await response.json()) as Partial<TAuthTokens> | null;
    if (typeof tokens?.idToken !== 'string' || !tokens.user) return false;
    saveSession({ idToken: tokens.idToken, user: tokens.user });
    return true;
  } catch {
    return false;
  }
}

/**
 * The refresh token rotates and a spent one presented again ends the session, so refreshes never overlap:
 * within the tab, concurrent 401s wait for the same refresh; across tabs (which share the cookie), a Web
 * Lock lets one tab refresh at a time, and the next one finds the new id token instead of refreshing again.
 */
function refreshSession(sentToken: string | undefined): Promise<boolean> {
  if (!refreshInFlight) {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const run = () => refreshOnce(sentToken);
    // The lock's promise settles with the callback's own (a nested promise, as far as the types go).
    const refreshed = locks ? locks.request('qi.auth.refresh', run).then((done) => done) : run();
    refreshInFlight = refreshed.finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const session = options.anonymous ? null : getSession();
  if (session) headers.Authorization = `Bearer ${session.idToken}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  return fetch(path, init).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  });
}

/**
 * Calls the API (same origin). Answers below 400 (including 304) are returned as they are;
 * a 401 triggers one refresh and one retry, then signs out; other errors throw `ApiError`.
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  // The id token this call carries: a refresh is needed only if no other call has replaced it meanwhile.
  const sentToken = getSession()?.idToken;
  let response = await send(path, options);
  if (response.status === 401 && !options.anonymous && getSession()) {
    // Another call may already have refreshed: a different token is worth one retry as well.
    const refreshed = (await refreshSession(sentToken)) || getSession()?.idToken !== sentToken;
    if (refreshed && getSession()) response = await send(path, options);
    // The session cannot be renewed: sign out (the private-route guard then shows /login).
    else clearSession();
  }
  if (response.status >= 400) throw await apiErrorFromResponse(response);
  return response;
}

/** `apiFetch` and the JSON answer (undefined for 204). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204 || response.status === 304) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Builds `path?key=value…`, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
