import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * "Hold under abuse": an attacker spread over a dozen addresses must not keep the owner out, and must not
 * guess a password or a code by volume. With TRUST_PROXY set, X-Forwarded-For names each request's address.
 */
// About a hundred requests at once, each hashing a password: slow on a busy machine, so a wider timeout.
describe('a locked-out owner recovers; guesses stay bounded', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const count = (answers: { status: number }[], status: number) =>
    answers.filter((a) => a.status === status).length;
  const login = (email: string, password: string, ip: string) =>
    t.request('POST', '/v1/auth/login', { body: { email, password }, headers: from(ip) });
  const requestCode = (email: string, ip: string) =>
    t.request('POST', '/v1/auth/forgot-password', { body: { email }, headers: from(ip) });
  const confirm = (email: string, code: string, ip: string, newPassword = 'Fresh@passw0rd1') =>
    t.request('POST', '/v1/auth/forgot-password/confirm', {
      body: { email, code, newPassword },
      headers: from(ip),
    });
  const codesIn = (mails: string[]) => mails.map((mail) => /reset code is (\d{6})/.exec(mail)?.[1] ?? '');
  const linkTokensIn = (mails: string[]) =>
    mails.map(
      (mail) =>
        new URL(/(http\S+reset-password\S+)/.exec(mail)?.[1] ?? 'http://x/').searchParams.get('code') ?? '',
    );

  /** About 95 requests from 12 addresses at once: 5 reset requests, 30 wrong codes, 60 wrong passwords. */
  async function attack(email: string, net: string) {
    const ip = (i: number) => `${net}.${i % 12}`;
    await Promise.all(Array.from({ length: 5 }, (_, i) => requestCode(email, ip(i))));
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => confirm(email, String(100000 + i), ip(i))),
      ...Array.from({ length: 60 }, (_, i) => login(email, `Wrong-passw0rd${i}`, ip(i))),
    ]);
  }

  it('after the attack the owner signs in from a new address, and gets and uses a freshly mailed code', async () => {
    const owner = await t.buildUser();
    await attack(owner.email, '10.20.0');
    expect((await login(owner.email, owner.password, '10.20.9.1')).status).toBe(200);

    const mailed = (await t.emailsTo(owner.email)).length;
    expect((await requestCode(owner.email, '10.20.9.1')).status).toBe(200);
    const mails = await t.emailsTo(owner.email);
    expect(mails).toHaveLength(mailed + 1);
    const [fresh] = codesIn(mails.slice(-1));
    expect((await confirm(owner.email, fresh ?? '', '10.20.9.1')).status).toBe(200);
    expect((await login(owner.email, 'Fresh@passw0rd1', '10.20.9.1')).status).toBe(200);
  });

  it('again and again on one account: the link mailed last during an attack still works', async () => {
    const owner = await t.buildUser();
    for (const round of [1, 2]) {
      await attack(owner.email, `10.21.${round}`);
      const links = linkTokensIn(await t.emailsTo(owner.email));
      expect(links.length).toBeGreaterThanOrEqual(5 * round);
      const newPassword = `Round${round}@passw0rd`;
      expect((await confirm(owner.email, links.at(-1) ?? '', '10.21.9.1', newPassword)).status).toBe(200);
      expect((await login(owner.email, newPassword, '10.21.9.1')).status).toBe(200);
    }
  });

  it('a code takes no more than its 5 wrong guesses from any number of addresses; its link is unharmed', async () => {
    const owner = await t.buildUser();
    expect((await requestCode(owner.email, '10.22.0.1')).status).toBe(200);
    const mails = await t.emailsTo(owner.email);
    const [code] = codesIn(mails);
    const [link] = linkTokensIn(mails);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => confirm(owner.email, wrong, `10.22.1.${i + 1}`)),
    );
    expect(count(answers, 400)).toBe(40);
    expect(
      (
        await t.db
          .selectFrom('auth_codes')
          .select('attempts')
          .where('user_id', '=', owner.user_id)
          .executeTakeFirstOrThrow()
      ).attempts,
    ).toBe(5);
    // The digits are spent...
    expect((await confirm(owner.email, code ?? '', '10.22.0.1')).status).toBe(400);
    // ...a wrong link token is just wrong...
    expect((await confirm(owner.email, 'ab'.repeat(32), '10.22.0.1')).status).toBe(400);
    // ...and the link still works.
    expect((await confirm(owner.email, link ?? '', '10.22.0.1')).status).toBe(200);
  });

  it('a password takes no more than 60 wrong guesses an hour from any number of addresses', async () => {
    const owner = await t.buildUser();
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        login(owner.email, `Wrong-passw0rd${i}`, `10.23.${Math.floor(i / 200)}.${(i % 200) + 1}`),
      ),
    );
    // 50 on the account's limit and 10 from addresses with no failure of their own.
    expect(count(answers, 401)).toBe(60);
    expect(count(answers, 429)).toBe(20);
    // Even the right password from yet another new address is refused now: volume cannot find it.
    expect((await login(owner.email, owner.password, '10.23.9.1')).status).toBe(429);
  });

  it('reset requests spammed from other addresses do not refuse the owner', async () => {
    const owner = await t.buildUser();
    const spam = await Promise.all(
      Array.from({ length: 60 }, (_, i) => requestCode(owner.email, `10.24.0.${i % 12}`)),
    );
    expect(count(spam, 200)).toBe(60);
    // The account's mail budget is spent: the owner's request is answered alike, and mails nothing new...
    const mails = await t.emailsTo(owner.email);
    expect(mails).toHaveLength(20);
    expect((await requestCode(owner.email, '10.24.9.1')).status).toBe(200);
    expect(await t.emailsTo(owner.email)).toHaveLength(20);
    // ...but the link mailed last works, whatever wrong codes were typed meanwhile.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => confirm(owner.email, String(200000 + i), `10.24.1.${i}`)),
    );
    expect((await confirm(owner.email, linkTokensIn(mails).at(-1) ?? '', '10.24.9.1')).status).toBe(200);
  });
});
