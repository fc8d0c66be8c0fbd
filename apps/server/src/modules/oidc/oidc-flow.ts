import { createHash } from 'node:crypto';
import { API_TOKEN_MSG } from '@qi/domain/api-tokens';
import { AppError } from '@qi/domain/app-error';
import type { TOidcCallbackAnswer } from '@qi/domain/oidc';
import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { safeReturnPath } from '@qi/domain/oidc-rules';
import { PROVIDER_SIGNING_MSG } from '@qi/domain/signatures';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../../http/types';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { personFromClaims } from './oidc-claims';
import { authorizationUrl, exchangeCode, newFlowSecrets, providerConfiguration } from './oidc-client';
import {
  clearFlowCookie,
  FLOW_SECONDS,
  type PendingFlow,
  readFlowCookie,
  setFlowCookie,
} from './oidc-flow-cookie';
import { spendState } from './oidc-grant-repository';
import { enabledProvider, redirectUri } from './oidc-provider-settings';
import { signInPerson } from './oidc-sign-in';
import { issueSigningGrant } from './oidc-signing';

const expired = () => new AppError('UNAUTHENTICATED', OIDC_MSG.expired);

async function requireProvider(ctx: AppContext) {
  const provider = await enabledProvider(ctx);
  if (!provider) throw new AppError('NOT_FOUND', OIDC_MSG.notConfigured);
  return provider;
}

/** Starts a flow: its secrets go into this browser's cookie, the person goes to the provider. */
async function start(
  ctx: AppContext,
  reply: FastifyReply,
  flow: Omit<PendingFlow, 'state' | 'nonce' | 'verifier'>,
): Promise<{ authorizationUrl: string }> {
  const provider = await requireProvider(ctx);
  const configuration = await providerConfiguration(ctx.db, provider);
  const secrets = newFlowSecrets();
  const url = await authorizationUrl(configuration, {
    redirectUri: redirectUri(ctx),
    scopes: provider.settings.scopes,
    secrets,
    reauthenticate: flow.purpose === 'signing',
  });
  await setFlowCookie(reply, ctx.config, { ...flow, ...secrets });
  return { authorizationUrl: url };
}

/** `POST /v1/auth/oidc/start`: sign in; `returnTo` is kept only when it is a path of this app. */
export function startSignIn(ctx: AppContext, reply: FastifyReply, returnTo: string | undefined) {
  return start(ctx, reply, {
    purpose: 'sign-in',
    returnTo: safeReturnPath(returnTo),
    userId: null,
    sessionId: null,
    requestedAt: Date.now(),
  });
}

/** `POST /v1/auth/oidc/signing/start`: sign in again at the provider, now, to sign. */
export function startSigning(ctx: AppContext, reply: FastifyReply, auth: AuthContext) {
  if (auth.sessionId === null) throw new AppError('FORBIDDEN', API_TOKEN_MSG.peopleOnly);
  return start(ctx, reply, {
    purpose: 'signing',
    returnTo: '/home',
    userId: auth.user.user_id,
    sessionId: auth.sessionId,
    requestedAt: Date.now(),
  });
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * `POST /v1/auth/oidc/callback`: the provider's answer as the browser got it. Taken only with this browser's
 * flow cookie (cleared whatever happens) and only once per state; then openid-client exchanges the code and
 * checks the ID token (PKCE, state, nonce; auth_time for a signing). A sign-in opens the app's session
 * and sets the refresh cookie as a password sign-in does; a signing gets its one-use grant.
 */
export async function completeCallback(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  parameters: string,
  client: AuthClient,
): Promise<TOidcCallbackAnswer> {
  clearFlowCookie(reply, ctx.config);
  const flow = await readFlowCookie(request, ctx.config);
  if (!flow || new URLSearchParams(parameters).get('state') !== flow.state) throw expired();
  const expiresAt = new Date(flow.requestedAt + FLOW_SECONDS * 1000).toISOString();
  if (!(await spendState(ctx.db, sha256(flow.state), expiresAt, nowIso()))) throw expired();
  const provider = await requireProvider(ctx);
  const configuration = await providerConfiguration(ctx.db, provider);
  const signing = flow.purpose === 'signing';
  const claims = await exchangeCode(configuration, {
    redirectUri: redirectUri(ctx),
    parameters,
    secrets: flow,
    maxAge: signing ? 0 : undefined,
    staleMessage: signing ? new AppError('SIGNATURE_REJECTED', PROVIDER_SIGNING_MSG.stale) : null,
  });
  const person = personFromClaims(claims, provider.settings);
  if (signing) return { kind: 'signing', signingGrant: await issueSigningGrant(ctx, flow, person) };
  const tokens = await signInPerson(ctx, provider.settings, person, client);
  setRefreshCookie(reply, ctx.config, tokens.refreshToken);
  return { kind: 'sign-in', ...tokens, returnTo: flow.returnTo };
}
