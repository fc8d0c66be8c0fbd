import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on loopback for the browser tests, with the library's own login form
 * (its development interactions: any login name, whose account the test registered). Consent is granted for
 * every scope, as a company's provider does for its own apps.
 */
export interface E2eAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  groups: string[];
}

export const E2E_CLIENT = { id: 'quality-incidents-e2e', secret: 'e2e-client-secret-0123456789' };
const SCOPES = ['openid', 'email', 'profile', 'groups'];

async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  if (!oidc.client || !accountId) return undefined;
  const existing = oidc.session?.grantIdFor(oidc.client.clientId);
  if (existing) return oidc.provider.Grant.find(existing);
  const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
  grant.addOIDCScope(SCOPES.join(' '));
  await grant.save();
  return grant;
}

export async function startE2eProvider(redirectUri: string, accounts: E2eAccount[]) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_CLIENT.id,
        client_secret: E2E_CLIENT.secret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-e2e-provider-cookie-key'] },
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.find((a) => a.sub === sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    loadExistingGrant: autoGrant,
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
