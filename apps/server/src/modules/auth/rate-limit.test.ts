import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/helpers/test-app';

const LIMITED = 'Too many sign-in attempts. Please try again later.';
const MINUTE = 60_000;

describe('sign-in rate limits (database-backed token buckets)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const attempt = (email: string, password: string) =>
    t.request('POST', '/v1/auth/login', { body: { email, password } });
  /** The app's clock (the limits read Date.now), frozen at `ms`. */
  const clockAt = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };

  it('locks an account out from an address after 5 failures there, even for the right password', async () => {
    const person = await t.buildUser();
    for (let i = 0; i < 5; i++) expect((await attempt(person.email, 'Wrong-passw0rd')).status).toBe(401);
    const locked = await attempt(person.email, person.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: LIMITED });
  });

  it('refills evenly: one try every 3 minutes (5 per 15), not all at once at a window end', async () => {
    const person = await t.buildUser();
    const start = Date.now();
    clockAt(start);
    for (let i = 0; i < 5; i++) await attempt(person.email, 'Wrong-passw0rd');
    expect((await attempt(person.email, person.password)).status).toBe(429);
    clockAt(start + 2.5 * MINUTE);
    expect((await attempt(person.email, person.password)).status).toBe(429);
    clockAt(start + 3 * MINUTE);
    // One try has come back: a right password is let through (and gives it back)...
    expect((await attempt(person.email, person.password)).status).toBe(200);
    // ...a wrong one takes it, and the lock is on again.
    expect((await attempt(person.email, 'Wrong-passw0rd')).status).toBe(401);
    expect((await attempt(person.email, person.password)).status).toBe(429);
    clockAt(start + 18 * MINUTE);
    expect((await attempt(person.email, person.password)).status).toBe(200);
  });

  it('no double burst around a window boundary: 5 wrong passwords just before a quarter hour, none just after', async () => {
    const person = await t.buildUser();
    const quarter = 15 * MINUTE;
    const boundary = Math.ceil(Date.now() / quarter) * quarter + quarter;
    clockAt(boundary - 900);
    for (let i = 0; i < 5; i++) expect((await attempt(person.email, `Wrong-passw0rd${i}`)).status).toBe(401);
    clockAt(boundary + 900);
    for (let i = 0; i < 5; i++) expect((await attempt(person.email, `Wrong-passw0rd${i}`)).status).toBe(429);
  });

  it('limits one IP address to 30 failures across accounts', async () => {
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'login-ip:%').execute();
    // The clock stands still: on a busy machine the 30 attempts take long enough for the bucket to refill a try.
    clockAt(Date.now());
    for (let i = 0; i < 30; i++) {
      expect((await attempt(`stranger${i}@example.com`, 'Wrong-passw0rd')).status).toBe(401);
    }
    const limited = await attempt('user@example.com', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LIMITED);
  });
});
