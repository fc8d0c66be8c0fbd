import { useSyncExternalStore } from 'react';

/**
 * What this tab keeps of the supplier's visit (decision 051), in sessionStorage, apart from the staff sign-in
 * (lib/auth-storage.ts): the link's token (from the address's fragment), where the last code went, and the
 * `qis_` session the code answered. A closed tab forgets all of it.
 */
const LINK_KEY = 'qi.supplier.link';
const CODE_KEY = 'qi.supplier.code';
const SESSION_KEY = 'qi.supplier.session';

export interface CodeSent {
  number: string;
  sentTo: string;
  codeExpiresAt: string;
}

export interface SupplierState {
  link: string | null;
  code: CodeSent | null;
  session: string | null;
  /** The server's words when the link or the session no longer works (410); nothing else works then. */
  gone: string | null;
  /** Set when the server ended the session (401): the page asks for a code again and says why. */
  ended: boolean;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the visit works from memory until the tab is reloaded.
  }
}

function readCode(): CodeSent | null {
  try {
    const raw = read(CODE_KEY);
    return raw ? (JSON.parse(raw) as CodeSent) : null;
  } catch {
    return null;
  }
}

let state: SupplierState | undefined;
const listeners = new Set<() => void>();

function current(): SupplierState {
  if (!state) {
    state = { link: read(LINK_KEY), code: readCode(), session: read(SESSION_KEY), gone: null, ended: false };
  }
  return state;
}

function update(next: Partial<SupplierState>): void {
  state = { ...current(), ...next };
  if ('link' in next) write(LINK_KEY, state.link);
  if ('code' in next) write(CODE_KEY, state.code ? JSON.stringify(state.code) : null);
  if ('session' in next) write(SESSION_KEY, state.session);
  for (const listener of listeners) listener();
}

export const supplierSession = {
  get: current,
  /** A link opened from the email: a new visit, unless it is the link this tab is signed in with. */
  linkOpened: (link: string) => {
    if (link === current().link && current().session) return;
    update({ link, code: null, session: null, gone: null, ended: false });
  },
  codeSent: (code: CodeSent) => update({ code, gone: null }),
  signedIn: (session: string) => update({ session, code: null, ended: false }),
  /** The server no longer knows the session (401): back to the code, the link kept. */
  ended: () => update({ session: null, ended: true }),
  /** The link or the session no longer works (410): nothing kept. */
  gone: (message: string) => update({ link: null, code: null, session: null, gone: message }),
  signedOut: () => update({ link: null, code: null, session: null, ended: false }),
};

/** For tests: read sessionStorage afresh. */
export function resetSupplierSession(): void {
  state = undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSupplierSession(): SupplierState {
  return useSyncExternalStore(subscribe, current, current);
}
