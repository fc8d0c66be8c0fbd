import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('sessions: refresh, logout, password change, deactivation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses calls without a token or with a forged one', async () => {
    expect((await t.request('GET', '/v1/auth/me')).status).toBe(401);
    const forged = await t.request('GET', '/v1/auth/me', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.abc' });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in.' });
  });

  it('rotates the refresh token: the new one works, and again', async () => {
    const tokens = await t.login('user');
    const first = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(tokens.refreshToken);
    expect((await t.request('GET', '/v1/auth/me', { token: first.body.idToken })).status).toBe(200);

    const second = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: first.body.refreshToken },
    });
    expect(second.status).toBe(200);
    // A spent token ends the session (session-lifetime.test.ts).
    const reused = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(reused.status).toBe(401);
  });

  it('ends the session at once on logout (id token and refresh token)', async () => {
    const tokens = await t.login('user');
    const out = await t.request('POST', '/v1/auth/logout', { token: tokens.idToken });
    expect(out.status).toBe(204);
    expect((await t.request('GET', '/v1/auth/me', { token: tokens.idToken })).status).toBe(401);
    const refresh = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('change-password ends every session and returns fresh tokens for the caller', async () => {
    const person = await t.buildUser();
    const other = await t.loginAs(person.email, person.password);
    const caller = await t.loginAs(person.email, person.password);

    const wrongOld = await t.request('POST', '/v1/auth/change-password', {
      token: caller.idToken,
      body: { oldPassword: 'Not-the-one1', newPassword: 'NewPassw0rd' },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.issues).toEqual([
      { path: 'oldPassword', message: 'The current password is incorrect.' },
    ]);

    const weak = await t.request('POST', '/v1/auth/change-password', {
      token: caller.idToken,
      body: { oldPassword: person.password, newPassword: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.issues[0].path).toBe('newPassword');

    const res = await t.request('POST', '/v1/auth/change-password', {
      token: caller.idToken,
      body: { oldPassword: person.password, newPassword: 'NewPassw0rd' },
    });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/v1/auth/me', { token: res.body.idToken })).status).toBe(200);
    expect((await t.request('GET', '/v1/auth/me', { token: caller.idToken })).status).toBe(401);
    expect((await t.request('GET', '/v1/auth/me', { token: other.idToken })).status).toBe(401);
    const oldRefresh = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: other.refreshToken },
    });
    expect(oldRefresh.status).toBe(401);

    const oldLogin = await t.request('POST', '/v1/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(oldLogin.status).toBe(401);
    await t.loginAs(person.email, 'NewPassw0rd');
  });

  it("rejects a deactivated user's tokens at once", async () => {
    const admin = await t.login('admin');
    const person = await t.buildUser();
    const tokens = await t.loginAs(person.email, person.password);
    const off = await t.request('PUT', `/v1/users/${person.user_id}`, {
      token: admin.idToken,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await t.request('GET', '/v1/auth/me', { token: tokens.idToken })).status).toBe(401);
    const refresh = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('refuses a malformed refresh request', async () => {
    const res = await t.request('POST', '/v1/auth/refresh', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.issues[0].path).toBe('refreshToken');
  });
});
