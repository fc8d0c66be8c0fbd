import { DEFAULT_OIDC_SETTINGS, type TSaveOidcSettingsRequest } from '@qi/domain/oidc';
import { OIDC_CALLBACK_PATH } from '@qi/domain/oidc-messages';
import {
  providerBrowser,
  startTestProvider,
  TEST_CLIENT,
  type TestAccount,
  type TestProvider,
} from '../../../test/helpers/oidc-test-provider';
import { startTestApp, type TestAppOptions } from '../../../test/helpers/test-app';

/**
 * Test support for the OpenID Connect API tests (not loaded by the server): a real provider on loopback, the
 * app configured for it by the admin (or by OIDC_* variables), and the whole browser round trip of a sign-in
 * or a signing re-authentication.
 */
export const TEST_PUBLIC_URL = 'http://localhost:5173';
export const REDIRECT_URI = `${TEST_PUBLIC_URL}${OIDC_CALLBACK_PATH}`;

export function providerSettings(provider: TestProvider, extra: Partial<TSaveOidcSettingsRequest> = {}) {
  return {
    ...DEFAULT_OIDC_SETTINGS,
    enabled: true,
    displayName: 'Contoso ID',
    issuer: provider.issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    scopes: ['openid', 'email', 'profile', 'groups'],
    ...extra,
  };
}

/** `qi_oidc=…` from an answer that set the flow cookie. */
export function flowCookieOf(headers: Headers): string {
  const line = headers.getSetCookie().find((c) => c.startsWith('qi_oidc='));
  if (!line) throw new Error('No flow cookie was set');
  return line.split(';')[0] ?? '';
}

/** The OIDC_* variables that set this provider (the Administration form is then locked). */
export const providerEnv = (provider: TestProvider, extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
  OIDC_DISPLAY_NAME: 'Contoso ID',
  OIDC_SCOPES: 'openid email profile groups',
  ...extra,
});

export async function oidcKit(
  options: { appOptions?: (provider: TestProvider) => TestAppOptions; configure?: boolean } = {},
) {
  const provider = await startTestProvider([REDIRECT_URI]);
  const t = await startTestApp(options.appOptions?.(provider));
  const admin = await t.login('admin');

  async function configure(extra: Partial<TSaveOidcSettingsRequest> = {}) {
    const res = await t.request('PUT', '/v1/sign-in-provider', {
      token: admin.idToken,
      body: providerSettings(provider, extra),
    });
    if (res.status !== 200) throw new Error(`configure failed: ${res.status} ${res.text}`);
    return res.body;
  }
  if (options.configure !== false) await configure();

  function account(input: TestAccount): TestAccount {
    provider.accounts.set(input.sub, input);
    return input;
  }

  /** The provider's round trip as a browser makes it; `browser` keeps the provider's session between calls. */
  async function roundTrip(
    start: { status: number; headers: Headers; body: { authorizationUrl: string } },
    login: { sub: string; authTime?: number } | null,
    browser = providerBrowser(),
  ) {
    if (start.status !== 200) throw new Error(`start failed: ${start.status} ${JSON.stringify(start.body)}`);
    provider.nextLogin = login;
    const parameters = await browser.authorize(start.body.authorizationUrl, REDIRECT_URI);
    return { parameters, cookie: flowCookieOf(start.headers) };
  }

  function callback(parameters: string, cookie: string | null, token?: string) {
    return t.request('POST', '/v1/auth/oidc/callback', {
      body: { parameters },
      ...(cookie ? { headers: { cookie } } : {}),
      ...(token ? { token } : {}),
    });
  }

  /** Signs `sub` in through the provider: the callback's answer. */
  async function signIn(sub: string, returnTo?: string) {
    const start = await t.request('POST', '/v1/auth/oidc/start', {
      body: returnTo === undefined ? {} : { returnTo },
    });
    const { parameters, cookie } = await roundTrip(start, { sub });
    return callback(parameters, cookie);
  }

  /** A signing re-authentication of a provider session; `authTime` as the provider reports it. */
  async function reauthenticate(token: string, sub: string, authTime?: number) {
    const start = await t.request('POST', '/v1/auth/oidc/signing/start', { token });
    const { parameters, cookie } = await roundTrip(start, { sub, ...(authTime ? { authTime } : {}) });
    return callback(parameters, cookie, token);
  }

  async function close() {
    await t.close();
    await provider.close();
  }

  return { t, provider, admin, configure, account, roundTrip, callback, signIn, reauthenticate, close };
}

export type OidcKit = Awaited<ReturnType<typeof oidcKit>>;
