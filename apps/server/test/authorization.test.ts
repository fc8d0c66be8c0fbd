import { ROLES } from '@qi/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_TABLE, type Caller } from './authorization-table';
import { startTestApp, type TestApp } from './helpers/test-app';

const CALLERS: Caller[] = ['anonymous', ...ROLES];

describe('authorization table', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp();
    adminId = (await t.login('admin')).user.user_id;
  });
  afterAll(() => t.close());

  it('lists every registered route (HEAD mirrors GET) and nothing else', () => {
    const registered = new Set(
      t.app.registeredRoutes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`),
    );
    const table = new Set(AUTHORIZATION_TABLE.map((row) => `${row.method} ${row.route}`));
    expect(
      [...registered].filter((r) => !table.has(r)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      [...table].filter((r) => !registered.has(r)),
      'table rows with no route',
    ).toEqual([]);
  });

  describe.each(AUTHORIZATION_TABLE)('$method $route', (row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      // A fresh session per call: some routes (logout) end the session they are called with.
      const token = caller === 'anonymous' ? undefined : (await t.login(caller)).idToken;
      const path = row.path ? await row.path({ adminId, app: t.app }) : row.route;
      const res = await t.request(row.method, path, { token, body: row.body });
      if (row.allowed.includes(caller)) {
        expect([401, 403], `${caller} must be allowed (got ${res.status} ${res.text})`).not.toContain(
          res.status,
        );
        expect(res.status).toBeLessThan(500);
      } else {
        expect(res.status).toBe(caller === 'anonymous' ? 401 : 403);
        expect(res.body.code).toBe(caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    });
  });
});
