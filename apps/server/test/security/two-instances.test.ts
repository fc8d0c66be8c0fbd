import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMIT_MESSAGE, RESET_LIMIT_MESSAGE } from '../../src/modules/auth/auth-limits';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Two instances of the app on one database (as behind a load balancer): the rate limits and the session
 * state live in the database, so a client spreading its requests over both gains nothing.
 */
describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ shareDatabaseWith: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (t: TestApp, email: string, password: string) =>
    t.request('POST', '/v1/auth/login', { body: { email, password } });
  const me = (t: TestApp, token: string) => t.request('GET', '/v1/auth/me', { token });

  it('are two servers on one database', async () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
    expect(b.config.database).toEqual(a.config.database);
    const person = await a.buildUser();
    // Created through A's connection, signed in through B.
    const tokens = await b.loginAs(person.email, person.password);
    expect((await me(a, tokens.idToken)).status).toBe(200);
  });

  it('count failed sign-ins of both towards one limit', async () => {
    const person = await a.buildUser();
    // 3 failures on A and 2 on B: each instance alone saw fewer than 5.
    for (const t of [a, b, a, b, a]) {
      expect((await login(t, person.email, 'Wrong-passw0rd')).status).toBe(401);
    }
    for (const t of [a, b]) {
      const locked = await login(t, person.email, person.password);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: LOGIN_LIMIT_MESSAGE });
    }
  });

  it('count reset-code requests of both towards one limit', async () => {
    const person = await a.buildUser();
    const requestCode = (t: TestApp) =>
      t.request('POST', '/v1/auth/forgot-password', { body: { email: person.email } });
    for (const t of [a, b, a, b, a]) expect((await requestCode(t)).status).toBe(200);
    for (const t of [b, a]) {
      const limited = await requestCode(t);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(RESET_LIMIT_MESSAGE);
    }
  });

  it('a reset code sent by one instance works once on the other and ends sessions on both', async () => {
    const person = await a.buildUser();
    const session = await b.loginAs(person.email, person.password);
    expect(
      (await b.request('POST', '/v1/auth/forgot-password', { body: { email: person.email } })).status,
    ).toBe(200);
    const code = /reset code is (\d{6})/.exec((await b.emailsTo(person.email)).at(-1) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirm = (t: TestApp) =>
      t.request('POST', '/v1/auth/forgot-password/confirm', {
        body: { email: person.email, code, newPassword: 'Fresh@passw0rd' },
      });
    expect((await confirm(a)).status).toBe(200);
    expect((await confirm(b)).status).toBe(400);
    for (const t of [a, b]) expect((await me(t, session.idToken)).status).toBe(401);
    await b.loginAs(person.email, 'Fresh@passw0rd');
  });

  it('a logout on one instance ends the session on the other (id and refresh token)', async () => {
    const person = await a.buildUser();
    const tokens = await a.loginAs(person.email, person.password);
    expect((await me(b, tokens.idToken)).status).toBe(200);
    expect((await a.request('POST', '/v1/auth/logout', { token: tokens.idToken })).status).toBe(204);
    const refused = await me(b, tokens.idToken);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
    const refresh = await b.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('a password change on one instance ends the other sessions on both', async () => {
    const person = await a.buildUser();
    const onA = await a.loginAs(person.email, person.password);
    const onB = await b.loginAs(person.email, person.password);
    const changed = await b.request('POST', '/v1/auth/change-password', {
      token: onB.idToken,
      body: { oldPassword: person.password, newPassword: 'Chang3dPassword' },
    });
    expect(changed.status).toBe(200);
    for (const t of [a, b]) {
      expect((await me(t, onA.idToken)).status).toBe(401);
      expect((await me(t, onB.idToken)).status).toBe(401);
      expect((await me(t, changed.body.idToken)).status).toBe(200);
    }
  });

  it('a refresh token rotated on one instance is spent on the other: its replay ends the session', async () => {
    const person = await a.buildUser();
    const tokens = await a.loginAs(person.email, person.password);
    const rotated = await b.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(rotated.status).toBe(200);
    const replay = await a.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(replay.status).toBe(401);
    for (const t of [a, b]) expect((await me(t, rotated.body.idToken)).status).toBe(401);
  });
});
