import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('invitation → NEW_PASSWORD_REQUIRED → new password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function invite(email: string, name: string) {
    const admin = await t.login('admin');
    const res = await t.request('POST', '/v1/users', { token: admin.idToken, body: { email, name } });
    expect(res.status).toBe(201);
    const mail = (await t.emailsTo(email)).at(-1) ?? '';
    expect(mail).toContain(`${t.config.publicUrl}/login?email=${encodeURIComponent(email)}`);
    const code = /as the password: ([A-Z0-9]{10})/.exec(mail)?.[1];
    if (!code) throw new Error('no invitation code emailed');
    return { user: res.body, code };
  }

  it('lets an invited user sign in with the code, choose a password and get tokens', async () => {
    const { user, code } = await invite('new.starter@example.com', 'New Starter');
    expect(user).toMatchObject({
      email: 'new.starter@example.com',
      name: 'New Starter',
      role: 'user',
      active: true,
    });

    const challenge = await t.request('POST', '/v1/auth/login', {
      body: { email: 'new.starter@example.com', password: code.toLowerCase() },
    });
    expect(challenge.status).toBe(200);
    expect(challenge.body).toEqual({ challenge: 'NEW_PASSWORD_REQUIRED', session: expect.any(String) });

    const weak = await t.request('POST', '/v1/auth/new-password', {
      body: { session: challenge.body.session, newPassword: 'abc' },
    });
    expect(weak.status).toBe(422);

    const done = await t.request('POST', '/v1/auth/new-password', {
      body: { session: challenge.body.session, newPassword: 'Chosen@passw0rd' },
    });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe('new.starter@example.com');
    expect((await t.request('GET', '/v1/profile', { token: done.body.idToken })).status).toBe(200);

    // The code was single use; the chosen password now signs in.
    const again = await t.request('POST', '/v1/auth/new-password', {
      body: { session: challenge.body.session, newPassword: 'Other@passw0rd' },
    });
    expect(again.status).toBe(401);
    const codeLogin = await t.request('POST', '/v1/auth/login', {
      body: { email: 'new.starter@example.com', password: code },
    });
    expect(codeLogin.status).toBe(401);
    await t.loginAs('new.starter@example.com', 'Chosen@passw0rd');
  });

  it('refuses a wrong code, a forged session and an expired invitation', async () => {
    const { user, code } = await invite('late.starter@example.com', 'Late Starter');
    const wrong = await t.request('POST', '/v1/auth/login', {
      body: { email: 'late.starter@example.com', password: 'WRONGCODE1' },
    });
    expect(wrong.status).toBe(401);
    const forged = await t.request('POST', '/v1/auth/new-password', {
      body: { session: 'not-a-token', newPassword: 'Chosen@passw0rd' },
    });
    expect(forged.status).toBe(401);

    await t.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.user_id)
      .execute();
    const expired = await t.request('POST', '/v1/auth/login', {
      body: { email: 'late.starter@example.com', password: code },
    });
    expect(expired.status).toBe(401);
  });
});
