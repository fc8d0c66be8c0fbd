import type { TUser } from '@qi/domain/user';
import { useSyncExternalStore } from 'react';
import { getSession, type StoredSession, subscribeSession } from '../../../lib/auth-storage';

/** docs/product.md §3 Auth state, plus the signed-in user (role, name). `username` is the user_id. */
export interface AuthState {
  isAuthenticated: boolean;
  email: string | null;
  username: string | null;
  user: TUser | null;
}

const SIGNED_OUT: AuthState = { isAuthenticated: false, email: null, username: null, user: null };

let lastSession: StoredSession | null = null;
let lastState: AuthState = SIGNED_OUT;

function snapshot(): AuthState {
  const session = getSession();
  if (session === lastSession) return lastState;
  lastSession = session;
  lastState = session
    ? { isAuthenticated: true, email: session.user.email, username: session.user.user_id, user: session.user }
    : SIGNED_OUT;
  return lastState;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeSession, snapshot, () => SIGNED_OUT);
}
