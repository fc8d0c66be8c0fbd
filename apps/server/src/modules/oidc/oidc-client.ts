import { createHash } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { OIDC_MSG } from '@qi/domain/oidc-messages';
import * as client from 'openid-client';
import type { Db } from '../../db/database';
import type { ProviderInForce } from './oidc-provider-settings';

/**
 * The provider through openid-client (a certified relying party): discovery, the authorization URL with PKCE,
 * state and nonce, and the code exchange with every check of the ID token (signature, issuer, audience, expiry,
 * nonce, auth_time). Nothing here reads a token by hand.
 */

/** Discovered metadata is reused for an hour (keys are fetched again by the library when they rotate). */
const DISCOVERY_MS = 60 * 60_000;
/** Seconds one call to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

type Discovered = { configuration: Promise<client.Configuration>; at: number };
const caches = new WeakMap<Db, Map<string, Discovered>>();

const cacheKey = (p: ProviderInForce) =>
  createHash('sha256')
    .update(JSON.stringify([p.settings.issuer, p.settings.clientId, p.clientSecret]))
    .digest('hex');

export class ProviderUnavailable extends AppError {
  constructor() {
    super('UNAVAILABLE', OIDC_MSG.unavailable);
  }
}

/** The client's way of authenticating at the token endpoint: the secret (basic if post is not offered), or none. */
function withClientAuth(found: client.Configuration, p: ProviderInForce): client.Configuration {
  const secret = p.clientSecret;
  const methods = found.serverMetadata().token_endpoint_auth_methods_supported;
  const auth = !secret
    ? client.None()
    : methods && !methods.includes('client_secret_post') && methods.includes('client_secret_basic')
      ? client.ClientSecretBasic(secret)
      : client.ClientSecretPost(secret);
  const configuration = new client.Configuration(found.serverMetadata(), p.settings.clientId, {}, auth);
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  // http:// is accepted only for a provider on loopback (the domain's isIssuerUrl), as in the tests.
  if (p.settings.issuer.startsWith('http://')) client.allowInsecureRequests(configuration);
  return configuration;
}

async function discover(p: ProviderInForce): Promise<client.Configuration> {
  const insecure = p.settings.issuer.startsWith('http://');
  try {
    const found = await client.discovery(
      new URL(p.settings.issuer),
      p.settings.clientId,
      undefined,
      undefined,
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    return withClientAuth(found, p);
  } catch {
    throw new ProviderUnavailable();
  }
}

/** The provider's configuration, discovered once an hour per app; a failed discovery is tried again next time. */
export function providerConfiguration(db: Db, p: ProviderInForce): Promise<client.Configuration> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = cacheKey(p);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_MS) return hit.configuration;
  const configuration = discover(p);
  const entry = { configuration, at: Date.now() };
  cache.set(key, entry);
  configuration.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return configuration;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

export const newFlowSecrets = (): FlowSecrets => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  verifier: client.randomPKCECodeVerifier(),
});

/** Where the browser goes: the authorization endpoint with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  configuration: client.Configuration,
  input: { redirectUri: string; scopes: string[]; secrets: FlowSecrets; reauthenticate: boolean },
): Promise<string> {
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    scope: input.scopes.join(' '),
    state: input.secrets.state,
    nonce: input.secrets.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(input.secrets.verifier),
    code_challenge_method: 'S256',
    // Signing: the provider must ask for the person's credentials again, now.
    ...(input.reauthenticate ? { prompt: 'login', max_age: '0' } : {}),
  });
  return url.href;
}

/** The ID token's claims and, when the provider has a userinfo endpoint, its answer (the ID token wins). */
export type ProviderClaims = Record<string, unknown> & { sub: string; auth_time?: number };

const TRANSPORT_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/** A failure of the exchange as the person should hear it. */
function exchangeFailure(error: unknown, staleMessage: AppError | null): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.AuthorizationResponseError)
    return new AppError('UNAUTHENTICATED', OIDC_MSG.refusedByProvider);
  if (error instanceof client.ResponseBodyError) return new AppError('UNAUTHENTICATED', OIDC_MSG.expired);
  if (error instanceof TypeError) return new ProviderUnavailable();
  const code = (error as { code?: string }).code ?? '';
  if (TRANSPORT_CODES.has(code)) return new ProviderUnavailable();
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' && staleMessage) return staleMessage;
  return new AppError('UNAUTHENTICATED', OIDC_MSG.expired);
}

/**
 * Exchanges the code the provider sent back (its whole query string: state, code and, from providers that send
 * it, iss) and checks the ID token. `maxAge` 0 for a signing re-authentication: auth_time is then required.
 */
export async function exchangeCode(
  configuration: client.Configuration,
  input: {
    redirectUri: string;
    parameters: string;
    secrets: FlowSecrets;
    maxAge: number | undefined;
    staleMessage: AppError | null;
  },
): Promise<ProviderClaims> {
  const current = new URL(input.redirectUri);
  current.search = input.parameters.startsWith('?') ? input.parameters : `?${input.parameters}`;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: input.secrets.verifier,
      expectedState: input.secrets.state,
      expectedNonce: input.secrets.nonce,
      idTokenExpected: true,
      ...(input.maxAge === undefined ? {} : { maxAge: input.maxAge }),
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new AppError('UNAUTHENTICATED', OIDC_MSG.expired);
    let userinfo: Record<string, unknown> = {};
    if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
      userinfo = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)) };
    }
    return { ...userinfo, ...idClaims } as ProviderClaims;
  } catch (error) {
    throw exchangeFailure(error, input.staleMessage);
  }
}
