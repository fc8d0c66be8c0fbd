import type { Role } from '@qi/domain/roles';
import type { App } from '../src/http/types';

/** Who calls a route in the authorization test, and a row of its table (authorization-table.ts). */

export type Caller = 'anonymous' | Role;

export const EVERYONE: Caller[] = ['anonymous', 'user', 'investigator', 'quality', 'admin'];
export const SIGNED_IN: Caller[] = ['user', 'investigator', 'quality', 'admin'];
export const ADMIN: Caller[] = ['admin'];

export interface AuthorizationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern exactly as registered. */
  route: string;
  /**
   * A concrete path to call (defaults to the route); `ids` names demo records, `app` is the running test
   * app (e.g. to sign a file URL).
   */
  path?: (ids: { adminId: string; app: App }) => string | Promise<string>;
  /** Who may call it: every other caller must get 401 (anonymous) or 403. */
  allowed: Caller[];
  body?: unknown;
}
