import type { Role } from '@qi/domain/roles';

export type Caller = 'anonymous' | Role;

export const EVERYONE: Caller[] = ['anonymous', 'user', 'investigator', 'quality', 'admin'];
export const SIGNED_IN: Caller[] = ['user', 'investigator', 'quality', 'admin'];
export const ADMIN: Caller[] = ['admin'];

export interface AuthorizationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern exactly as registered. */
  route: string;
  /** A concrete path to call (defaults to the route); `ids` names demo records. */
  path?: (ids: { adminId: string }) => string;
  /** Who may call it: every other caller must get 401 (anonymous) or 403. */
  allowed: Caller[];
  body?: unknown;
}

/**
 * EVERY route of the server and who may call it (SPEC §6). A route missing from this table makes the
 * authorization test fail: later issues add their rows here.
 */
export const AUTHORIZATION_TABLE: AuthorizationRow[] = [
  { method: 'GET', route: '/health', allowed: EVERYONE },
  { method: 'GET', route: '/v1/openapi.json', allowed: EVERYONE },
  { method: 'GET', route: '/docs', allowed: EVERYONE },
  { method: 'GET', route: '/docs/json', allowed: EVERYONE },
  { method: 'GET', route: '/docs/yaml', allowed: EVERYONE },
  { method: 'GET', route: '/docs/static/index.html', allowed: EVERYONE },
  { method: 'GET', route: '/docs/static/swagger-initializer.js', allowed: EVERYONE },
  { method: 'GET', route: '/docs/static/*', path: () => '/docs/static/index.css', allowed: EVERYONE },

  { method: 'POST', route: '/v1/auth/login', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/new-password', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/refresh', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/forgot-password', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/forgot-password/confirm', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/change-password', allowed: SIGNED_IN, body: {} },
  { method: 'POST', route: '/v1/auth/logout', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/auth/me', allowed: SIGNED_IN },

  { method: 'GET', route: '/v1/users', allowed: ADMIN },
  { method: 'POST', route: '/v1/users', allowed: ADMIN, body: {} },
  {
    method: 'GET',
    route: '/v1/users/:user_id',
    path: ({ adminId }) => `/v1/users/${adminId}`,
    allowed: ADMIN,
  },
  {
    method: 'PUT',
    route: '/v1/users/:user_id',
    path: ({ adminId }) => `/v1/users/${adminId}`,
    allowed: ADMIN,
    body: {},
  },

  { method: 'GET', route: '/v1/profile', allowed: SIGNED_IN },
  { method: 'PUT', route: '/v1/profile', allowed: SIGNED_IN, body: {} },
  { method: 'GET', route: '/v1/self', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/data', allowed: SIGNED_IN },
];
