import type { TAuthTokens } from '@qi/domain/auth';
import type { TUser } from '@qi/domain/user';
import { clearAppStorage, readJson, STORAGE_PREFIX, writeJson } from './app-storage';

const SESSION_KEY = 'auth.session';

/** What the browser keeps of a signed-in session. */
export interface StoredSession {
  idToken: string;
  refreshToken: string;
  user: TUser;
}

type Listener = (session: StoredSession | null) => void;

const listeners = new Set<Listener>();
let current: StoredSession | null | undefined;

function notify(): void {
  for (const listener of listeners) listener(current ?? null);
}

export function getSession(): StoredSession | null {
  if (current === undefined) current = readJson<StoredSession>(SESSION_KEY);
  return current;
}

export function saveSession(tokens: Pick<TAuthTokens, 'idToken' | 'refreshToken' | 'user'>): void {
  current = { idToken: tokens.idToken, refreshToken: tokens.refreshToken, user: tokens.user };
  writeJson(SESSION_KEY, current);
  notify();
}

/** Keeps the tokens, replaces the user (e.g. after `GET /v1/auth/me`). */
export function updateSessionUser(user: TUser): void {
  const session = getSession();
  if (!session || JSON.stringify(session.user) === JSON.stringify(user)) return;
  saveSession({ ...session, user });
}

/** Forgets the session and every cache the app keeps in the browser's storage. */
export function clearSession(): void {
  clearAppStorage();
  current = null;
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget what was read from storage so the next read starts fresh. */
export function resetSessionCache(): void {
  current = undefined;
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_PREFIX + SESSION_KEY) return;
    current = undefined;
    getSession();
    notify();
  });
}
