import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('forgot password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function requestCode(email: string): Promise<string> {
    const res = await t.request('POST', '/v1/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    const mails = await t.emailsTo(email);
    const match = /reset code is (\d{6})/.exec(mails.at(-1) ?? '');
    if (!match?.[1]) throw new Error('no reset code emailed');
    return match[1];
  }

  const confirm = (email: string, code: string, newPassword = 'Fresh@passw0rd') =>
    t.request('POST', '/v1/auth/forgot-password/confirm', { body: { email, code, newPassword } });

  it('answers the same masked destination for known and unknown emails; mails only the known one', async () => {
    const person = await t.buildUser({ email: 'jane.doe@example.com' });
    const known = await t.request('POST', '/v1/auth/forgot-password', { body: { email: person.email } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ CodeDeliveryDetails: { Destination: 'j***@e***.com' } });
    const unknown = await t.request('POST', '/v1/auth/forgot-password', {
      body: { email: 'ghost@nowhere.org' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ CodeDeliveryDetails: { Destination: 'g***@n***.org' } });
    expect(await t.emailsTo('ghost@nowhere.org')).toHaveLength(0);
    expect(await t.emailsTo(person.email)).toHaveLength(1);
  });

  it('validates the request', async () => {
    const res = await t.request('POST', '/v1/auth/forgot-password', { body: { email: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'email', message: 'Enter a valid email' }]);
  });

  it('resets the password with the emailed code, once, and ends existing sessions', async () => {
    const person = await t.buildUser();
    const session = await t.loginAs(person.email, person.password);
    const code = await requestCode(person.email);
    const ok = await confirm(person.email, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    expect((await t.request('GET', '/v1/auth/me', { token: session.idToken })).status).toBe(401);
    await t.loginAs(person.email, 'Fresh@passw0rd');

    const reused = await confirm(person.email, code, 'Another@passw0rd');
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid or expired code.',
    });
  });

  it('refuses a wrong code and a weak new password', async () => {
    const person = await t.buildUser();
    const code = await requestCode(person.email);
    const wrong = await confirm(person.email, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid or expired code.');
    const weak = await confirm(person.email, code, 'password');
    expect(weak.status).toBe(422);
    expect(weak.body.issues[0].path).toBe('newPassword');
    expect((await confirm(person.email, code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const person = await t.buildUser();
    const code = await requestCode(person.email);
    await t.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', person.user_id)
      .execute();
    const res = await confirm(person.email, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid or expired code.');
  });

  it('kills the code after 5 wrong tries', async () => {
    const person = await t.buildUser();
    const code = await requestCode(person.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await confirm(person.email, wrongCode)).status).toBe(400);
    expect((await confirm(person.email, code)).status).toBe(400);
  });

  it('a new code replaces the previous one', async () => {
    const person = await t.buildUser();
    const first = await requestCode(person.email);
    const second = await requestCode(person.email);
    if (first !== second) expect((await confirm(person.email, first)).status).toBe(400);
    expect((await confirm(person.email, second)).status).toBe(200);
  });

  it('rate-limits code requests per email', async () => {
    const person = await t.buildUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.request('POST', '/v1/auth/forgot-password', { body: { email: person.email } })).status,
      ).toBe(200);
    }
    const limited = await t.request('POST', '/v1/auth/forgot-password', { body: { email: person.email } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});
