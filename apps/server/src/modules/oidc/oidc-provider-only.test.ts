import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../test/helpers/test-app';
import { type OidcKit, oidcKit, providerEnv, providerSettings } from './oidc-test-kit';

const PROVIDER_ONLY = OIDC_MSG.providerOnly('Contoso ID');

describe('provider-only domains set by an admin', () => {
  let k: OidcKit;
  beforeAll(async () => {
    k = await oidcKit({ configure: false });
  });
  afterAll(() => k.close());

  const login = (email: string, password = DEMO_PASSWORD) =>
    k.t.request('POST', '/v1/auth/login', { body: { email, password } });

  it('refuses local passwords of the domain, right or wrong; the local administrator still signs in', async () => {
    const root = await k.t.buildUser({ email: 'root@local.test', role: 'admin' });
    await k.configure({ providerOnlyDomains: ['example.com'] });
    const right = await login(DEMO_EMAILS.user);
    expect(right.status).toBe(403);
    expect(right.body.message).toBe(PROVIDER_ONLY);
    expect((await login(DEMO_EMAILS.user, 'Wrong-pass1')).body.message).toBe(PROVIDER_ONLY);
    expect((await login(DEMO_EMAILS.admin)).status).toBe(403);
    expect((await login(root.email)).status).toBe(200);
  });

  it('applies only while the provider is enabled', async () => {
    await k.t.request('PUT', '/v1/sign-in-provider', {
      token: (await k.t.loginAs('root@local.test', DEMO_PASSWORD)).idToken,
      body: providerSettings(k.provider, { enabled: false, providerOnlyDomains: ['example.com'] }),
    });
    expect((await login(DEMO_EMAILS.user)).status).toBe(200);
  });
});

describe('a provider set by OIDC_* environment variables', () => {
  let k: OidcKit;
  beforeAll(async () => {
    k = await oidcKit({
      configure: false,
      appOptions: (provider) => ({
        env: providerEnv(provider, {
          OIDC_CREATE_ACCOUNTS: 'true',
          OIDC_GROUP_ROLES: 'qi-quality=quality,qi-admins=admin',
          OIDC_PROVIDER_ONLY_DOMAINS: 'example.com',
        }),
      }),
    });
  });
  afterAll(() => k.close());

  it('locks the Administration form and shows the settings in force, without the secret', async () => {
    const res = await k.t.request('GET', '/v1/sign-in-provider', { token: k.admin.idToken });
    expect(res.body).toMatchObject({
      enabled: true,
      lockedByEnvironment: true,
      clientSecretSet: true,
      createAccounts: true,
      groupRoles: [
        { group: 'qi-quality', role: 'quality' },
        { group: 'qi-admins', role: 'admin' },
      ],
      providerOnlyDomains: ['example.com'],
    });
    const put = await k.t.request('PUT', '/v1/sign-in-provider', {
      token: k.admin.idToken,
      body: providerSettings(k.provider),
    });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe(OIDC_MSG.lockedByEnvironment);
  });

  it('signs people in with the environment’s settings', async () => {
    k.account({ sub: 'env-1', email: 'env@contoso.test', email_verified: true, groups: ['qi-quality'] });
    const res = await k.signIn('env-1');
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('quality');
  });

  it('keeps the only admin’s way in with a password even inside a provider-only domain', async () => {
    // The admin (admin@example.com) was signed in before the kit started; no admin is outside example.com.
    const user = await k.t.request('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAILS.quality, password: DEMO_PASSWORD },
    });
    expect(user.status).toBe(403);
    expect(user.body.message).toBe(PROVIDER_ONLY);
    const admin = await k.t.request('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
    });
    expect(admin.status).toBe(200);
  });
});
