import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENT } from '../../../test/helpers/oidc-test-provider';
import { DISCOVERY_FAILED } from './oidc-admin-service';
import { type OidcKit, oidcKit, providerSettings } from './oidc-test-kit';

describe('Administration → Sign-in (GET/PUT /v1/sign-in-provider, access requests)', () => {
  let k: OidcKit;
  beforeAll(async () => {
    k = await oidcKit({ configure: false });
  });
  afterAll(() => k.close());

  const get = (token = k.admin.idToken) => k.t.request('GET', '/v1/sign-in-provider', { token });
  const put = (body: unknown) => k.t.request('PUT', '/v1/sign-in-provider', { token: k.admin.idToken, body });

  it('is off until an admin sets it, and says which redirect URI to register', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      enabled: false,
      issuer: '',
      clientSecretSet: false,
      lockedByEnvironment: false,
      redirectUri: 'http://localhost:5173/auth/callback',
    });
    expect((await k.t.request('GET', '/v1/auth/oidc')).body).toEqual({ enabled: false, name: null });
    expect((await k.t.request('POST', '/v1/auth/oidc/start', { body: {} })).status).toBe(404);
  });

  it('keeps the client secret write-only, and encrypted in the database', async () => {
    const saved = await put(providerSettings(k.provider));
    expect(saved.status).toBe(200);
    expect(saved.body.clientSecretSet).toBe(true);
    expect(saved.text).not.toContain(TEST_CLIENT.secret);
    expect((await get()).text).not.toContain(TEST_CLIENT.secret);
    const row = await k.t.db.selectFrom('oidc_config').selectAll().executeTakeFirstOrThrow();
    expect(row.client_secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(TEST_CLIENT.secret);

    // Saving without a secret keeps it; the sign-in still works with it.
    const { clientSecret: _, ...withoutSecret } = providerSettings(k.provider, { createAccounts: true });
    expect((await put(withoutSecret)).body.clientSecretSet).toBe(true);
    k.account({ sub: 'kept-1', email: 'kept@contoso.test', email_verified: true });
    expect((await k.signIn('kept-1')).status).toBe(200);
  });

  it('records each change in the history, the secret only as changed', async () => {
    await put(providerSettings(k.provider, { displayName: 'Contoso', createAccounts: true }));
    const last = await k.t.db
      .selectFrom('history')
      .select(['changes', 'actor_id'])
      .where('entity_type', '=', 'settings')
      .where('entity_id', '=', 'sign-in-provider')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(last.changes ?? '{}')).toEqual({
      displayName: { from: 'Contoso ID', to: 'Contoso' },
      clientSecret: 'changed',
    });
    expect(last.actor_id).toBe(k.admin.user.user_id);
  });

  it('refuses an issuer whose discovery document cannot be read, and bad values, keeping what was saved', async () => {
    const unreachable = await put(providerSettings(k.provider, { issuer: 'http://127.0.0.1:9/nothing' }));
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.issues).toEqual([{ path: 'issuer', message: DISCOVERY_FAILED }]);
    const bad = await put(providerSettings(k.provider, { issuer: 'http://idp.example.com' }));
    expect(bad.status).toBe(422);
    expect((await get()).body.issuer).toBe(k.provider.issuer);
  });

  it('refuses provider-only domains that would leave no administrator a password, accepts them with one', async () => {
    // Every demo account, the only admin among them, is @example.com.
    const refused = await put(providerSettings(k.provider, { providerOnlyDomains: ['example.com'] }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(OIDC_MSG.locksOutAdmins);
    await k.t.buildUser({ email: 'root@local.test', role: 'admin' });
    const accepted = await put(providerSettings(k.provider, { providerOnlyDomains: ['example.com'] }));
    expect(accepted.status).toBe(200);
    await put(providerSettings(k.provider));
  });

  it('only the admin reads and changes it (403 for quality)', async () => {
    const quality = await k.t.login('quality');
    expect((await get(quality.idToken)).status).toBe(403);
    const res = await k.t.request('PUT', '/v1/sign-in-provider', {
      token: quality.idToken,
      body: providerSettings(k.provider),
    });
    expect(res.status).toBe(403);
  });

  it('a refused request is told so at the next sign-in; an approval later lets the person in', async () => {
    await put(providerSettings(k.provider, { createAccounts: false }));
    k.account({ sub: 'refused-1', email: 'refused@contoso.test', email_verified: true, name: 'Refused One' });
    expect((await k.signIn('refused-1')).body.message).toBe(OIDC_MSG.awaitingApproval);
    const list = await k.t.request('GET', '/v1/sign-in-provider/requests?rowsPerPage=25', {
      token: k.admin.idToken,
    });
    const request = list.body.items.find((r: { email: string }) => r.email === 'refused@contoso.test');
    const refuse = await k.t.request('POST', `/v1/sign-in-provider/requests/${request.id}/refuse`, {
      token: k.admin.idToken,
    });
    expect(refuse.status).toBe(204);
    expect((await k.signIn('refused-1')).body.message).toBe(OIDC_MSG.requestRefused);
    const twice = await k.t.request('POST', `/v1/sign-in-provider/requests/${request.id}/refuse`, {
      token: k.admin.idToken,
    });
    expect(twice.status).toBe(409);

    const approve = await k.t.request('POST', `/v1/sign-in-provider/requests/${request.id}/approve`, {
      token: k.admin.idToken,
      body: { role: 'user' },
    });
    expect(approve.status).toBe(200);
    expect((await k.signIn('refused-1')).status).toBe(200);
    const missing = await k.t.request('POST', '/v1/sign-in-provider/requests/no-such-request/approve', {
      token: k.admin.idToken,
      body: { role: 'user' },
    });
    expect(missing.status).toBe(404);
  });

  it('does not approve a request whose email has an account meanwhile', async () => {
    k.account({ sub: 'taken-1', email: 'taken@contoso.test', email_verified: false });
    await k.signIn('taken-1');
    await k.t.buildUser({ email: 'taken@contoso.test' });
    const list = await k.t.request('GET', '/v1/sign-in-provider/requests', { token: k.admin.idToken });
    const request = list.body.items.find((r: { email: string }) => r.email === 'taken@contoso.test');
    const res = await k.t.request('POST', `/v1/sign-in-provider/requests/${request.id}/approve`, {
      token: k.admin.idToken,
      body: { role: 'user' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(OIDC_MSG.emailTaken);
  });
});
