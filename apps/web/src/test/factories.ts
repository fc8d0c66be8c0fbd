import type { Role } from '@qi/domain/roles';
import type { TUser } from '@qi/domain/user';
import { saveSession } from '../lib/auth-storage';

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    user_id: 'u-1',
    name: 'Jane Doe',
    email: 'jane@example.com',
    role: 'user',
    active: true,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildTokens(user: TUser = buildUser(), suffix = '1') {
  return { idToken: `id-${suffix}`, refreshToken: `refresh-${suffix}`, expiresIn: 900, user };
}

export function signInAs(role: Role = 'user'): TUser {
  const user = buildUser({ role });
  saveSession(buildTokens(user));
  return user;
}

export const EMPTY_DATA = {
  users: [],
  profile: {
    notifications: {
      submitted: true,
      acknowledged: true,
      rejected: true,
      'pending-update': true,
      closed: true,
    },
    draftIncidentsFilter: [],
    incidentsFilter: [],
  },
  reports: [],
  products: [],
  partNumbers: [],
  partNumberMap: {},
  suppliers: [],
  locations: [],
  templates: [],
};

/** What the main layout asks for on every signed-in page. */
export function layoutHandlers(user: TUser) {
  return {
    'GET /v1/data': () =>
      new Response(JSON.stringify(EMPTY_DATA), { status: 200, headers: { ETag: '"v1"' } }),
    'GET /v1/auth/me': () => new Response(JSON.stringify({ user }), { status: 200 }),
  };
}
