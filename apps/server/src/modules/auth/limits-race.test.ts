import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * Limits reserve a try before checking it: requests fired all at once get no more tries between them than
 * one after the other would. With TRUST_PROXY set, X-Forwarded-For names each request's address.
 */
describe('limits hold when requests arrive together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('sign-in: of 60 at once, at most 5 wrong passwords are checked; the right one among them is refused', async () => {
    const person = await t.buildUser();
    const attempts = Array.from({ length: 60 }, (_, i) =>
      t.request('POST', '/v1/auth/login', {
        body: { email: person.email, password: i === 30 ? person.password : `Wrong-passw0rd${i}` },
        headers: from('10.1.0.1'),
      }),
    );
    const answers = statuses(await Promise.all(attempts));
    // 5 failures fill the (account, address) limit; a right password gives its try back, so 6 at most.
    expect(answers.length - count(answers, 429)).toBeLessThanOrEqual(6);
    expect(count(answers, 401)).toBeLessThanOrEqual(5);
    expect(answers[30]).toBe(429);
  });

  it('reset code: of 100 confirmations at once, the right code sent after wrong ones is refused', async () => {
    const person = await t.buildUser();
    expect(
      (await t.request('POST', '/v1/auth/forgot-password', { body: { email: person.email } })).status,
    ).toBe(200);
    const code = /reset code is (\d{6})/.exec((await t.emailsTo(person.email)).at(-1) ?? '')?.[1];
    if (!code) throw new Error('no reset code emailed');
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = (typed: string, i: number) =>
      t.request('POST', '/v1/auth/forgot-password/confirm', {
        body: { email: person.email, code: typed, newPassword: 'Fresh@passw0rd1' },
        // One address each: only the code's own 5 tries stand in the way.
        headers: from(`10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      });
    const answers = statuses(
      await Promise.all(Array.from({ length: 100 }, (_, i) => confirm(i === 50 ? code : wrong, i))),
    );
    expect(answers.every((s) => s === 400)).toBe(true);
    // The code is spent by its 5 wrong tries: right or not, it opens nothing any more.
    expect((await confirm(code, 200)).status).toBe(400);
    const login = await t.request('POST', '/v1/auth/login', {
      body: { email: person.email, password: person.password },
      headers: from('10.2.9.9'),
    });
    expect(login.status).toBe(200);
  });

  it('reset requests: 40 at once for one email from one address get the limit of 5, not 40', async () => {
    const person = await t.buildUser();
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 40 }, () =>
          t.request('POST', '/v1/auth/forgot-password', {
            body: { email: person.email },
            headers: from('10.3.1.1'),
          }),
        ),
      ),
    );
    expect(count(answers, 200)).toBe(5);
    expect(count(answers, 429)).toBe(35);
    expect(await t.emailsTo(person.email)).toHaveLength(5);
  });

  it('reset requests: 40 at once for one email from 40 addresses are all answered, and mail the budget of 20', async () => {
    const person = await t.buildUser();
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.request('POST', '/v1/auth/forgot-password', {
            body: { email: person.email },
            headers: from(`10.3.0.${i + 1}`),
          }),
        ),
      ),
    );
    expect(count(answers, 200)).toBe(40);
    expect(await t.emailsTo(person.email)).toHaveLength(20);
  });

  it('password change: of 60 wrong current passwords at once, at most 5 are checked', async () => {
    const person = await t.buildUser();
    const tokens = await t.loginAs(person.email, person.password);
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          t.request('POST', '/v1/auth/change-password', {
            token: tokens.idToken,
            body: { oldPassword: `Not-the-one${i}`, newPassword: 'NewPassw0rd' },
            headers: from('10.4.0.1'),
          }),
        ),
      ),
    );
    expect(count(answers, 422)).toBeLessThanOrEqual(5);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(55);
    const right = await t.request('POST', '/v1/auth/change-password', {
      token: tokens.idToken,
      body: { oldPassword: person.password, newPassword: 'NewPassw0rd' },
      headers: from('10.4.0.1'),
    });
    expect(right.status).toBe(429);
  });
});
