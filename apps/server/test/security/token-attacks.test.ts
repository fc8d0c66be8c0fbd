import { randomUUID } from 'node:crypto';
import { decodeJwt, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/values';
import { updateUser } from '../../src/modules/users/user-repository';
import { deriveKey, resolveJwtSecret } from '../../src/secrets';
import { startTestApp, type TestApp, type Tokens } from '../helpers/test-app';

const REFUSED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in.' };
const NOW = () => Math.floor(Date.now() / 1000);

interface Forgery {
  key?: Parameters<SignJWT['sign']>[0];
  alg?: string;
  iss?: string;
  aud?: string;
  iat?: number;
  /** null: no exp claim at all. */
  exp?: number | null;
  extra?: Record<string, unknown>;
}

describe('token attacks are refused with 401', () => {
  let t: TestApp;
  let serverKey: Uint8Array;
  let user: Tokens;
  let admin: Tokens;
  beforeAll(async () => {
    t = await startTestApp();
    // The key the server signs id tokens with (see buildApp): forgeries below differ from a real token in
    // one respect only, so each refusal is down to that respect.
    serverKey = new TextEncoder().encode(deriveKey(resolveJwtSecret(t.config), 'jwt'));
    user = await t.login('user');
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const me = (authorization?: string) =>
    t.request('GET', '/v1/auth/me', authorization ? { headers: { authorization } } : {});

  async function expectRefused(authorization: string | undefined, what: string) {
    const res = await me(authorization);
    expect(res.status, what).toBe(401);
    expect(res.headers.get('content-type'), what).toContain('application/json');
    expect(res.body, what).toEqual(REFUSED);
  }

  /** A token of `tokens`' user and session, as the server would sign it unless `f` says otherwise. */
  function forge(tokens: Tokens, f: Forgery = {}) {
    const claims = decodeJwt(tokens.idToken);
    const iat = f.iat ?? NOW();
    const jwt = new SignJWT({ sid: claims.sid, ...f.extra })
      .setProtectedHeader({ alg: f.alg ?? 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer(f.iss ?? 'quality-incidents')
      .setAudience(f.aud ?? 'api')
      .setIssuedAt(iat);
    if (f.exp !== null) jwt.setExpirationTime(f.exp ?? iat + 15 * 60);
    return jwt.sign(f.key ?? serverKey);
  }

  it('accepts the real token and a faithful copy signed with the server key (the forgeries are sound)', async () => {
    expect((await me(`Bearer ${user.idToken}`)).status).toBe(200);
    const copy = await me(`Bearer ${await forge(user)}`);
    expect(copy.status).toBe(200);
    expect(copy.body.user.user_id).toBe(user.user.user_id);
  });

  it('an unsigned token (alg: none)', async () => {
    const claims = decodeJwt(user.idToken);
    const unsigned = new UnsecuredJWT({ sid: claims.sid })
      .setSubject(String(claims.sub))
      .setIssuer('quality-incidents')
      .setAudience('api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .encode();
    expect(unsigned.endsWith('.')).toBe(true);
    await expectRefused(`Bearer ${unsigned}`, 'alg none');
    // The same with the real signature left on.
    const [, payload] = unsigned.split('.');
    const [, , signature] = user.idToken.split('.');
    await expectRefused(`Bearer ${unsigned.split('.')[0]}.${payload}.${signature}`, 'alg none + signature');
  });

  it('HS256 signed with a wrong secret, and other algorithms', async () => {
    const wrong = new TextEncoder().encode('not-the-server-secret-but-long-enough-0123456789');
    await expectRefused(`Bearer ${await forge(user, { key: wrong })}`, 'wrong secret');
    await expectRefused(`Bearer ${await forge(user, { alg: 'HS512' })}`, 'HS512 with the right key');
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused(`Bearer ${await forge(user, { alg: 'RS256', key: privateKey })}`, 'RS256');
  });

  it('a tampered payload (role set to admin, or the subject changed) with the original signature', async () => {
    const [header, payload, signature] = user.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const reencode = (c: object) => Buffer.from(JSON.stringify(c)).toString('base64url');
    await expectRefused(
      `Bearer ${header}.${reencode({ ...claims, role: 'admin' })}.${signature}`,
      'role added',
    );
    await expectRefused(
      `Bearer ${header}.${reencode({ ...claims, sub: admin.user.user_id })}.${signature}`,
      'sub changed',
    );
    await expectRefused(
      `Bearer ${header}.${reencode({ ...claims, exp: claims.exp + 86_400 })}.${signature}`,
      'exp extended',
    );
  });

  it('a token for a session of another user (even signed with the server key)', async () => {
    const adminSession = decodeJwt(admin.idToken).sid;
    const mixed = await new SignJWT({ sid: adminSession })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.user_id)
      .setIssuer('quality-incidents')
      .setAudience('api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(serverKey);
    await expectRefused(`Bearer ${mixed}`, 'session of another user');
    await expectRefused(`Bearer ${await forge(user, { extra: { sid: randomUUID() } })}`, 'unknown session');
  });

  it('expired, too old, issued in the future, without exp, wrong issuer or audience', async () => {
    const now = NOW();
    const cases: [string, Forgery][] = [
      ['expired', { iat: now - 20 * 60, exp: now - 5 * 60 }],
      ['older than an id token lives, with a far exp', { iat: now - 20 * 60, exp: now + 86_400 }],
      ['iat in the future', { iat: now + 10 * 60, exp: now + 20 * 60 }],
      ['no exp', { exp: null }],
      ['wrong issuer', { iss: 'someone-else' }],
      ['wrong audience', { aud: 'new-password' }],
    ];
    for (const [what, forgery] of cases) await expectRefused(`Bearer ${await forge(user, forgery)}`, what);
  });

  it('a refresh token or a new-password challenge used as an id token', async () => {
    const tokens = await t.login('user');
    await expectRefused(`Bearer ${tokens.refreshToken}`, 'refresh token');
    const challenge = await t.app.appContext.tokens.signChallenge({
      userId: tokens.user.user_id,
      codeId: null,
    });
    await expectRefused(`Bearer ${challenge}`, 'challenge token');
  });

  it('the token of a deactivated user, with or without its session ended', async () => {
    const person = await t.buildUser();
    const tokens = await t.loginAs(person.email, person.password);
    expect((await me(`Bearer ${tokens.idToken}`)).status).toBe(200);
    // The flag alone (session row still live) is enough.
    await updateUser(t.db, person.user_id, { active: false }, nowIso());
    await expectRefused(`Bearer ${tokens.idToken}`, 'inactive user, live session');

    const other = await t.buildUser();
    const otherTokens = await t.loginAs(other.email, other.password);
    const off = await t.request('PUT', `/v1/users/${other.user_id}`, {
      token: admin.idToken,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    await expectRefused(`Bearer ${otherTokens.idToken}`, 'deactivated by an admin');
  });

  it('the token of a session ended by logout or by a password change', async () => {
    const person = await t.buildUser();
    const first = await t.loginAs(person.email, person.password);
    const second = await t.loginAs(person.email, person.password);
    const out = await t.request('POST', '/v1/auth/logout', { token: first.idToken });
    expect(out.status).toBe(204);
    await expectRefused(`Bearer ${first.idToken}`, 'after logout');
    expect((await me(`Bearer ${second.idToken}`)).status).toBe(200);

    const changed = await t.request('POST', '/v1/auth/change-password', {
      token: second.idToken,
      body: { oldPassword: person.password, newPassword: 'Chang3dPassword' },
    });
    expect(changed.status).toBe(200);
    await expectRefused(`Bearer ${second.idToken}`, 'after a password change');
    expect((await me(`Bearer ${changed.body.idToken}`)).status).toBe(200);
  });

  it('garbage Authorization headers', async () => {
    const headers = [
      undefined,
      'Bearer',
      'Bearer    ',
      'Basic dXNlckBleGFtcGxlLmNvbTpQYXNzdzByZCE=',
      `Token ${user.idToken}`,
      `Bearer ${user.idToken} ${user.idToken}`,
      `Bearer ${'a'.repeat(10 * 1024)}`,
      `Bearer ${user.idToken.split('.').slice(0, 2).join('.')}`,
      'Bearer a.b.c',
      'Bearer ...',
      `Bearer ${Buffer.from('{"alg":"HS256"}').toString('base64url')}.e30.`,
    ];
    for (const header of headers) await expectRefused(header, String(header).slice(0, 40));
  });
});
