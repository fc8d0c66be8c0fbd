import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/helpers/test-app';

const LIMITED = 'Too many sign-in attempts. Please try again later.';

describe('sign-in rate limits (database-backed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string) =>
    t.request('POST', '/v1/auth/login', { body: { email, password } });

  it('locks an account out from an address after 5 failures there, even for the right password', async () => {
    const person = await t.buildUser();
    for (let i = 0; i < 5; i++) expect((await attempt(person.email, 'Wrong-passw0rd')).status).toBe(401);
    const locked = await attempt(person.email, person.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: LIMITED });
  });

  it('expires the lock after the window', async () => {
    const person = await t.buildUser();
    for (let i = 0; i < 5; i++) await attempt(person.email, 'Wrong-passw0rd');
    expect((await attempt(person.email, person.password)).status).toBe(429);
    // The counters of the window the failures fell in now belong to a window that has ended.
    await t.db
      .updateTable('auth_limit_counters')
      .set({ window_start: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('kind', '=', 'login-pair')
      .execute();
    expect((await attempt(person.email, person.password)).status).toBe(200);
  });

  it('limits one IP address to 30 failures across accounts', async () => {
    await t.db.deleteFrom('auth_limit_counters').where('kind', '=', 'login-ip').execute();
    for (let i = 0; i < 30; i++) {
      expect((await attempt(`stranger${i}@example.com`, 'Wrong-passw0rd')).status).toBe(401);
    }
    const limited = await attempt('user@example.com', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LIMITED);
  });
});
