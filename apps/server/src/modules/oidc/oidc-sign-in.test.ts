import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcKit, oidcKit } from './oidc-test-kit';

describe('sign-in through the identity provider (OpenID Connect, decision 053)', () => {
  let k: OidcKit;
  beforeAll(async () => {
    k = await oidcKit();
  });
  afterAll(() => k.close());

  const userByEmail = (email: string) =>
    k.t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('tells the login page the provider is there, by name', async () => {
    const res = await k.t.request('GET', '/v1/auth/oidc');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true, name: 'Contoso ID' });
  });

  it('sends the browser to the provider with PKCE, state and nonce, and a short-lived httpOnly cookie', async () => {
    const res = await k.t.request('POST', '/v1/auth/oidc/start', { body: {} });
    expect(res.status).toBe(200);
    const url = new URL(res.body.authorizationUrl);
    expect(url.origin).toBe(k.provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/auth/callback');
    expect(url.searchParams.get('prompt')).toBeNull();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('qi_oidc='));
    expect(cookie).toMatch(/Path=\/v1\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Strict/);
    // The verifier stays on the server's side: the cookie is encrypted, not merely signed.
    expect(cookie).not.toContain(url.searchParams.get('state') ?? '-');
  });

  it('without account creation, a new person is refused and waits for an admin, who approves them', async () => {
    k.account({ sub: 'new-1', email: 'new.person@contoso.test', email_verified: true, name: 'New Person' });
    const first = await k.signIn('new-1');
    expect(first.status).toBe(403);
    expect(first.body.message).toBe(OIDC_MSG.awaitingApproval);
    expect(await userByEmail('new.person@contoso.test')).toBeUndefined();

    const list = await k.t.request('GET', '/v1/sign-in-provider/requests', { token: k.admin.idToken });
    expect(list.status).toBe(200);
    const request = list.body.items.find((r: { email: string }) => r.email === 'new.person@contoso.test');
    expect(request).toMatchObject({ name: 'New Person', status: 'pending', suggestedRole: 'user' });

    const approved = await k.t.request('POST', `/v1/sign-in-provider/requests/${request.id}/approve`, {
      token: k.admin.idToken,
      body: { role: 'investigator' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ email: 'new.person@contoso.test', role: 'investigator' });

    const second = await k.signIn('new-1');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ kind: 'sign-in', returnTo: '/home', user: { role: 'investigator' } });
    const me = await k.t.request('GET', '/v1/auth/me', { token: second.body.idToken });
    expect(me.body.user.email).toBe('new.person@contoso.test');
  });

  it('signs in with the normal session: id token, refresh cookie, a working refresh', async () => {
    k.account({ sub: 'session-1', email: 'session@contoso.test', email_verified: true });
    await k.configure({ createAccounts: true });
    const res = await k.signIn('session-1', '/incidents?page=2');
    expect(res.status).toBe(200);
    expect(res.body.returnTo).toBe('/incidents?page=2');
    const refresh = res.headers.getSetCookie().find((c) => c.startsWith('qi_refresh='));
    expect(refresh).toMatch(/HttpOnly; SameSite=Strict/);
    // The flow cookie is spent with the callback.
    expect(res.headers.getSetCookie().find((c) => c.startsWith('qi_oidc='))).toMatch(/Max-Age=0/);
    const renewed = await k.t.request('POST', '/v1/auth/refresh', {
      body: {},
      headers: { cookie: refresh?.split(';')[0] ?? '' },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.user.email).toBe('session@contoso.test');
  });

  it('with account creation on, a first sign-in creates the account with the default role', async () => {
    await k.configure({ createAccounts: true, defaultRole: 'investigator' });
    k.account({ sub: 'auto-1', email: 'Auto.One@Contoso.test', email_verified: false, name: 'Auto One' });
    const res = await k.signIn('auto-1');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: 'auto.one@contoso.test',
      name: 'Auto One',
      role: 'investigator',
    });
    const user = await userByEmail('auto.one@contoso.test');
    expect(user?.password_hash).toBeNull();
    // Matched by subject from now on: the same person again is the same account.
    const again = await k.signIn('auto-1');
    expect(again.body.user.user_id).toBe(res.body.user.user_id);
  });

  it('links an existing account by email only when the provider says the email is verified', async () => {
    await k.configure({ createAccounts: true });
    const local = await k.t.buildUser({ email: 'linked@contoso.test', role: 'quality' });
    k.account({ sub: 'unverified-1', email: 'linked@contoso.test', email_verified: false });
    const refused = await k.signIn('unverified-1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OIDC_MSG.emailNotVerified);
    const identities = await k.t.db
      .selectFrom('oidc_identities')
      .selectAll()
      .where('user_id', '=', local.user_id)
      .execute();
    expect(identities).toEqual([]);

    k.account({ sub: 'verified-1', email: 'linked@contoso.test', email_verified: true });
    const linked = await k.signIn('verified-1');
    expect(linked.status).toBe(200);
    expect(linked.body.user).toMatchObject({ user_id: local.user_id, role: 'quality' });
  });

  it('roles follow the groups on every sign-in: leaving the quality group drops the role', async () => {
    await k.configure({
      createAccounts: true,
      defaultRole: 'user',
      groupRoles: [
        { group: 'qi-quality', role: 'quality' },
        { group: 'qi-investigators', role: 'investigator' },
      ],
    });
    const person = k.account({
      sub: 'groups-1',
      email: 'groups@contoso.test',
      email_verified: true,
      groups: ['staff', 'qi-investigators', 'qi-quality'],
    });
    const first = await k.signIn('groups-1');
    expect(first.body.user.role).toBe('quality');

    person.groups = ['staff', 'qi-investigators'];
    const second = await k.signIn('groups-1');
    expect(second.body.user.role).toBe('investigator');
    person.groups = ['staff'];
    expect((await k.signIn('groups-1')).body.user.role).toBe('user');
    const history = await k.t.db
      .selectFrom('history')
      .select(['changes', 'reason'])
      .where('entity_id', '=', first.body.user.user_id)
      .where('action', '=', 'update')
      .orderBy('created_at')
      .execute();
    expect(history.map((h) => JSON.parse(h.changes ?? '{}').role)).toEqual([
      { from: 'quality', to: 'investigator' },
      { from: 'investigator', to: 'user' },
    ]);
  });

  it('refuses a person missing the required group, and an email outside the allowed domains', async () => {
    await k.configure({
      createAccounts: true,
      requiredGroups: ['qi-users'],
      allowedDomains: ['contoso.test'],
    });
    k.account({ sub: 'nogroup-1', email: 'nogroup@contoso.test', email_verified: true, groups: ['staff'] });
    const missing = await k.signIn('nogroup-1');
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe(OIDC_MSG.groupMissing);
    expect(await userByEmail('nogroup@contoso.test')).toBeUndefined();

    k.account({
      sub: 'outside-1',
      email: 'someone@fabrikam.test',
      email_verified: true,
      groups: ['qi-users'],
    });
    const outside = await k.signIn('outside-1');
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe(OIDC_MSG.domainNotAllowed);

    k.account({ sub: 'member-1', email: 'member@contoso.test', email_verified: true, groups: ['qi-users'] });
    expect((await k.signIn('member-1')).status).toBe(200);
    await k.configure({ createAccounts: true });
  });

  it('a disabled account stays disabled', async () => {
    await k.configure({ createAccounts: true });
    k.account({ sub: 'leaver-1', email: 'leaver@contoso.test', email_verified: true });
    const first = await k.signIn('leaver-1');
    expect(first.status).toBe(200);
    const disabled = await k.t.request('PUT', `/v1/users/${first.body.user.user_id}`, {
      token: k.admin.idToken,
      body: { active: false },
    });
    expect(disabled.status).toBe(200);
    const again = await k.signIn('leaver-1');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(OIDC_MSG.deactivated);
    expect((await userByEmail('leaver@contoso.test'))?.active).toBeFalsy();
  });

  it('a provider session ends OIDC_SESSION_HOURS after its sign-in; a password session of that age lives on', async () => {
    await k.configure({ createAccounts: true });
    k.account({ sub: 'day-1', email: 'day@contoso.test', email_verified: true });
    const viaProvider = await k.signIn('day-1');
    const cookie = viaProvider.headers
      .getSetCookie()
      .find((c) => c.startsWith('qi_refresh='))
      ?.split(';')[0];
    const local = await k.t.buildUser();
    const viaPassword = await k.t.loginAs(local.email, local.password);
    const refreshProvider = () =>
      k.t.request('POST', '/v1/auth/refresh', { body: {}, headers: { cookie: cookie ?? '' } });

    // Within the default 12 hours the provider session refreshes (and hands out a new cookie).
    const early = await refreshProvider();
    expect(early.status).toBe(200);
    const next = early.headers
      .getSetCookie()
      .find((c) => c.startsWith('qi_refresh='))
      ?.split(';')[0];

    // Both sessions signed in 13 hours ago: only the password one may still be refreshed.
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000).toISOString();
    await k.t.db
      .updateTable('sessions')
      .set({ created_at: thirteenHoursAgo })
      .where('user_id', 'in', [viaProvider.body.user.user_id, local.user_id])
      .execute();
    const late = await k.t.request('POST', '/v1/auth/refresh', { body: {}, headers: { cookie: next ?? '' } });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Your session has expired. Please sign in again.');
    expect((await k.t.request('GET', '/v1/auth/me', { token: early.body.idToken })).status).toBe(401);
    const password = await k.t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: viaPassword.refreshToken },
    });
    expect(password.status).toBe(200);
  });

  it('takes an answer once, only with the cookie of the browser that asked, and returns only to app paths', async () => {
    await k.configure({ createAccounts: true });
    k.account({ sub: 'replay-1', email: 'replay@contoso.test', email_verified: true });
    const start = await k.t.request('POST', '/v1/auth/oidc/start', {
      body: { returnTo: 'https://evil.example/' },
    });
    const { parameters, cookie } = await k.roundTrip(start, { sub: 'replay-1' });

    // Another browser (no cookie) cannot use the answer: no session is mixed up with someone else's.
    const noCookie = await k.callback(parameters, null);
    expect(noCookie.status).toBe(401);
    expect(noCookie.body.message).toBe(OIDC_MSG.expired);
    const tampered = await k.callback(parameters.replace(/state=[^&]+/, 'state=forged'), cookie);
    expect(tampered.status).toBe(401);

    const ok = await k.callback(parameters, cookie);
    expect(ok.status).toBe(200);
    expect(ok.body.returnTo).toBe('/home');
    const replay = await k.callback(parameters, cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(OIDC_MSG.expired);
  });

  it('tells the person when they cancelled at the provider', async () => {
    const start = await k.t.request('POST', '/v1/auth/oidc/start', { body: {} });
    const state = new URL(start.body.authorizationUrl).searchParams.get('state');
    const res = await k.callback(
      `error=access_denied&state=${state}&iss=${encodeURIComponent(k.provider.issuer)}`,
      start.headers.getSetCookie()[0]?.split(';')[0] ?? null,
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(OIDC_MSG.refusedByProvider);
  });

  it('says when the provider cannot be reached (503 with Retry-After)', async () => {
    // Discovered a moment ago (kept for an hour): the provider goes down before the code exchange.
    const start = await k.t.request('POST', '/v1/auth/oidc/start', { body: {} });
    expect(start.status).toBe(200);
    await k.provider.close();
    const state = new URL(start.body.authorizationUrl).searchParams.get('state');
    const cookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? null;
    const failed = await k.callback(
      `code=abc&state=${state}&iss=${encodeURIComponent(k.provider.issuer)}`,
      cookie,
    );
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(OIDC_MSG.unavailable);
    expect(failed.headers.get('retry-after')).toBe('30');
  });
});
