import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/helpers/log-capture';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

const LIMITED = 'Too many sign-in attempts. Please try again later.';

describe('a lockout is not a weapon', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await startTestApp({
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
      deps: { logStream: logs.stream },
    });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.request('POST', '/v1/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('five wrong passwords from one address lock that address out, not the right password from another', async () => {
    const person = await t.buildUser({ role: 'admin' });
    for (let i = 0; i < 5; i++)
      expect((await attempt(person.email, 'Wrong-passw0rd', '10.5.0.1')).status).toBe(401);
    const sameAddress = await attempt(person.email, person.password, '10.5.0.1');
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: LIMITED });
    expect((await attempt(person.email, person.password, '10.5.0.2')).status).toBe(200);
  });

  it('writes a warn line naming the account for the lockout and for every refused try', async () => {
    const person = await t.buildUser();
    logs.clear();
    for (let i = 0; i < 5; i++) await attempt(person.email, 'Wrong-passw0rd', '10.6.0.1');
    expect(logs.events('auth.lockout')).toEqual([
      expect.objectContaining({ level: 40, account: person.email, limit: 'login-pair', ip: '10.6.0.1' }),
    ]);
    await attempt(person.email, person.password, '10.6.0.1');
    await attempt(person.email, 'Wrong-passw0rd', '10.6.0.1');
    const hits = logs.events('auth.limit-hit');
    expect(hits).toHaveLength(2);
    for (const hit of hits) {
      expect(hit).toMatchObject({ level: 40, account: person.email, limit: 'login-pair', ip: '10.6.0.1' });
    }
    // Never the password that was tried.
    expect(logs.raw.join('\n')).not.toContain('Wrong-passw0rd');
  });

  it('a slower limit per account holds over many addresses, not against the owner from a new one; a reset works too', async () => {
    const person = await t.buildUser();
    // 50 failures from 10 addresses (5 each, within each address's own limit) fill the account's hourly limit.
    const wrong = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(person.email, `Wrong-passw0rd${i}`, `10.7.0.${i % 10}`)),
    );
    expect(wrong.every((res) => res.status === 401)).toBe(true);
    expect(logs.events('auth.lockout')).toContainEqual(
      expect.objectContaining({ account: person.email, limit: 'login-account' }),
    );
    // An address with failures of its own is refused even with one of its own limit left...
    await t.db.deleteFrom('rate_limits').where('key', '=', `login-pair:${person.email}|10.7.0.3`).execute();
    expect((await attempt(person.email, 'Wrong-passw0rd', '10.7.0.3')).status).toBe(401);
    expect((await attempt(person.email, person.password, '10.7.0.3')).status).toBe(429);
    // ...while the owner, from an address with none, signs in.
    expect((await attempt(person.email, person.password, '10.7.1.1')).status).toBe(200);

    const requested = await t.request('POST', '/v1/auth/forgot-password', { body: { email: person.email } });
    expect(requested.status).toBe(200);
    const code = /reset code is (\d{6})/.exec((await t.emailsTo(person.email)).at(-1) ?? '')?.[1];
    const reset = await t.request('POST', '/v1/auth/forgot-password/confirm', {
      body: { email: person.email, code, newPassword: 'Fresh@passw0rd1' },
    });
    expect(reset.status).toBe(200);
    expect((await attempt(person.email, 'Fresh@passw0rd1', '10.7.1.1')).status).toBe(200);
    expect((await attempt(person.email, 'Fresh@passw0rd1', '10.7.0.1')).status).toBe(200);
  });

  it('a successful sign-in gives its try back: only failures count', async () => {
    const person = await t.buildUser();
    for (let i = 0; i < 4; i++) await attempt(person.email, 'Wrong-passw0rd', '10.8.0.1');
    for (let i = 0; i < 3; i++)
      expect((await attempt(person.email, person.password, '10.8.0.1')).status).toBe(200);
    expect((await attempt(person.email, 'Wrong-passw0rd', '10.8.0.1')).status).toBe(401);
    expect((await attempt(person.email, person.password, '10.8.0.1')).status).toBe(429);
  });
});

describe('client addresses for the limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('X-Forwarded-For counts only with TRUST_PROXY set: without it a client cannot pose as many addresses', async () => {
    const person = await t.buildUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/v1/auth/login', {
        body: { email: person.email, password: 'Wrong-passw0rd' },
        headers: { 'x-forwarded-for': `10.9.0.${i}` },
      });
      expect(res.status).toBe(401);
    }
    const spoofed = await t.request('POST', '/v1/auth/login', {
      body: { email: person.email, password: person.password },
      headers: { 'x-forwarded-for': '10.9.1.1' },
    });
    expect(spoofed.status).toBe(429);
  });
});
