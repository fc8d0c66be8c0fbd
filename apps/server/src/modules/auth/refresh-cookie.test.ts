import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp, type Tokens } from '../../../test/helpers/test-app';

/** The cookie's value and attributes from an answer (undefined when it set none). */
function refreshCookie(headers: Headers) {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('qi_refresh='));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice('qi_refresh='.length), attributes };
}

describe('the refresh token in an httpOnly cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = async () => {
    const person = await t.buildUser();
    const res = await t.request<Tokens>('POST', '/v1/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(res.status).toBe(200);
    return res;
  };
  const refreshWithCookie = (value: string) =>
    t.request('POST', '/v1/auth/refresh', { body: {}, headers: { cookie: `other=1; qi_refresh=${value}` } });

  it('sign-in sets it httpOnly, SameSite=Strict, for the auth routes only, and not Secure over http', async () => {
    const res = await signIn();
    const cookie = refreshCookie(res.headers);
    expect(cookie?.value).toBe(res.body.refreshToken);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['Path=/v1/auth', 'HttpOnly', 'SameSite=Strict', `Max-Age=${7 * 86_400}`]),
    );
    expect(cookie?.attributes).not.toContain('Secure');
  });

  it('refreshes with the cookie alone and rotates it; the spent cookie ends the session', async () => {
    const signedIn = await signIn();
    const first = await refreshWithCookie(refreshCookie(signedIn.headers)!.value);
    expect(first.status).toBe(200);
    const next = refreshCookie(first.headers);
    expect(next?.value).toBe(first.body.refreshToken);
    expect(next?.value).not.toBe(signedIn.body.refreshToken);
    expect((await t.request('GET', '/v1/auth/me', { token: first.body.idToken })).status).toBe(200);

    const second = await refreshWithCookie(next!.value);
    expect(second.status).toBe(200);
    expect((await refreshWithCookie(next!.value)).status).toBe(401);
    expect((await t.request('GET', '/v1/auth/me', { token: second.body.idToken })).status).toBe(401);
  });

  it('still takes the token in the body (API clients), and refuses a request with neither', async () => {
    const signedIn = await signIn();
    const byBody = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: signedIn.body.refreshToken },
    });
    expect(byBody.status).toBe(200);
    expect(refreshCookie(byBody.headers)?.value).toBe(byBody.body.refreshToken);

    const neither = await t.request('POST', '/v1/auth/refresh', { body: {} });
    expect(neither.status).toBe(422);
    expect(neither.body.issues).toEqual([
      { path: 'refreshToken', message: 'The refresh token is required.' },
    ]);
    expect((await refreshWithCookie('not a token')).status).toBe(422);
  });

  it('logout clears the cookie', async () => {
    const signedIn = await signIn();
    const out = await t.request('POST', '/v1/auth/logout', { token: signedIn.body.idToken });
    expect(out.status).toBe(204);
    const cleared = refreshCookie(out.headers);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(expect.arrayContaining(['Path=/v1/auth', 'Max-Age=0']));
  });

  it('the password change sets it too', async () => {
    const signedIn = await signIn();
    const changed = await t.request('POST', '/v1/auth/change-password', {
      token: signedIn.body.idToken,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'NewPassw0rd' },
    });
    expect(changed.status).toBe(200);
    expect(refreshCookie(changed.headers)?.value).toBe(changed.body.refreshToken);
  });
});

describe('the refresh cookie behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://quality.example.com' } });
  });
  afterAll(() => t.close());

  it('is Secure when the public URL is https', async () => {
    const res = await t.request('POST', '/v1/auth/login', {
      body: { email: 'user@example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(refreshCookie(res.headers)?.attributes).toContain('Secure');
  });
});
