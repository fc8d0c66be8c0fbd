import type { TAuthTokens } from '@qi/domain/auth';
import type { TUser } from '@qi/domain/user';
import { clearAppStorage, readJson, STORAGE_PREFIX, writeJson } from './app-storage';

const SESSION_KEY = 'auth.session';

/**
 * What the browser keeps of a signed-in session. The refresh token is not kept: the server keeps it in an
 * httpOnly cookie that scripts in the page cannot read.
 */
export interface StoredSession {
  idToken: string;
  user: TUser;
  /** Only in sessions stored before the cookie: sent once with the next refresh, then gone. */
  refreshToken?: string;
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

function store(session: StoredSession): void {
  current = session;
  writeJson(SESSION_KEY, current);
  notify();
}

/** Keeps the id token and the user of new tokens; their refresh token stays in the server's cookie only. */
export function saveSession(tokens: Pick<TAuthTokens, 'idToken' | 'user'>): void {
  store({ idToken: tokens.idToken, user: tokens.user });
}

/** Keeps the tokens, replaces the user (e.g. after `GET /v1/auth/me`). */
export function updateSessionUser(user: TUser): void {
  const session = getSession();
  if (!session || JSON.stringify(session.user) === JSON.stringify(user)) return;
  store({ ...session, user });
}

/** The session as it is in storage now (another tab may have refreshed or signed out since it was read). */
export function rereadSession(): StoredSession | null {
  const before = current;
  current = readJson<StoredSession>(SESSION_KEY);
  if (before?.idToken !== current?.idToken) notify();
  return current;
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
