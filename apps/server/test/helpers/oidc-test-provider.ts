import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider, the certified implementation) on loopback for the API tests of
 * modules/oidc. Its accounts are set by the test; its login "form" is answered by the test: the next login
 * prompt signs in `nextLogin` (with an auth time the test may set in the past, as a provider that did not ask
 * again would). Consent is granted for every scope (a first-party app, as a company's provider configures it).
 */

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  groups?: string[];
}

export const TEST_CLIENT = { id: 'quality-incidents', secret: 'test-client-secret-0123456789' };
const SCOPES = ['openid', 'email', 'profile', 'groups'];

export interface TestProvider {
  issuer: string;
  accounts: Map<string, TestAccount>;
  /** Who the next login prompt signs in, and when they authenticated (seconds; default now). */
  nextLogin: { sub: string; authTime?: number } | null;
  /** How many login prompts the provider has shown (a signing must show one). */
  loginPrompts: number;
  close(): Promise<void>;
}

async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const existing = oidc.session?.grantIdFor(client.clientId);
  if (existing) return oidc.provider.Grant.find(existing);
  const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(SCOPES.join(' '));
  await grant.save();
  return grant;
}

export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const state: TestProvider = {
    issuer,
    accounts: new Map(),
    nextLogin: null,
    loginPrompts: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    findAccount: (_ctx, sub) => {
      const account = state.accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account }) };
    },
    loadExistingGrant: autoGrant,
    ttl: { AccessToken: 600, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  // The provider's own log lines (it warns about development settings) are not the test's business.
  provider.on('server_error', () => {});
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const login = state.nextLogin;
      if (details.prompt.name !== 'login' || !login) {
        res.statusCode = 400;
        res.end(`unexpected prompt ${details.prompt.name}`);
        return;
      }
      state.loginPrompts += 1;
      state.nextLogin = null;
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login.sub, ...(login.authTime ? { ts: login.authTime } : {}) } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return state;
}

/**
 * What a browser does between the app's authorization URL and the provider's answer: follows the provider's
 * redirects with its cookies, until it is sent to the app's redirect URI; returns that address's query string.
 */
export function providerBrowser() {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  return {
    async authorize(authorizationUrl: string, redirectUri: string): Promise<string> {
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const cookie = [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        remember(response);
        const location = response.headers.get('location');
        if (!location) throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
        const next = new URL(location, url);
        if (next.href.startsWith(redirectUri)) return next.search;
        url = next.href;
      }
      throw new Error('Too many redirects at the provider');
    },
  };
}
