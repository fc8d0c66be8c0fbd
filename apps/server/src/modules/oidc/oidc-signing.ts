import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import type { TSigningMethodAnswer } from '@qi/domain/oidc';
import { PROVIDER_SIGNING_MSG } from '@qi/domain/signatures';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { ProviderPerson } from './oidc-claims';
import type { PendingFlow } from './oidc-flow-cookie';
import { insertSigningGrant, spendSigningGrant } from './oidc-grant-repository';
import { findIdentity, isOidcSession } from './oidc-identity-repository';
import { enabledProvider } from './oidc-provider-settings';

/** How long a fresh provider sign-in may wait for the signing request it was made for. */
export const SIGNING_GRANT_MS = 5 * 60_000;

const hash = (grant: string) => createHash('sha256').update(grant, 'utf8').digest('hex');

/**
 * After the provider asked the person again (`prompt=login`, `max_age=0`): the identity must be the signer's
 * own, and its auth_time must not be older than the request to sign (one-second resolution: a sign-in in the
 * second the request was made counts). Then a one-use grant is issued, bound to the signer's session, which
 * the signing request carries instead of a password.
 */
export async function issueSigningGrant(
  ctx: AppContext,
  flow: PendingFlow,
  person: ProviderPerson,
): Promise<string> {
  if (!flow.userId || !flow.sessionId)
    throw new AppError('SIGNATURE_REJECTED', PROVIDER_SIGNING_MSG.grantRejected);
  const identity = await findIdentity(ctx.db, person.issuer, person.subject);
  if (identity?.userId !== flow.userId) {
    throw new AppError('SIGNATURE_REJECTED', PROVIDER_SIGNING_MSG.otherPerson);
  }
  const requestedSecond = Math.floor(flow.requestedAt / 1000);
  if (person.authTime === undefined || person.authTime < requestedSecond) {
    throw new AppError('SIGNATURE_REJECTED', PROVIDER_SIGNING_MSG.stale);
  }
  const grant = randomBytes(32).toString('base64url');
  const now = nowIso();
  await insertSigningGrant(
    ctx.db,
    {
      id: randomUUID(),
      grantHash: hash(grant),
      userId: flow.userId,
      sessionId: flow.sessionId,
      authTime: new Date(person.authTime * 1000).toISOString(),
      requestedAt: new Date(flow.requestedAt).toISOString(),
      expiresAt: new Date(Date.now() + SIGNING_GRANT_MS).toISOString(),
    },
    now,
  );
  return grant;
}

/** Spends the grant a signing request carries (403 SIGNATURE_REJECTED when it is not a live one of this session). */
export async function spendProviderGrant(ctx: AppContext, auth: AuthContext, grant: string): Promise<void> {
  const spent =
    auth.sessionId !== null &&
    (await spendSigningGrant(ctx.db, {
      grantHash: hash(grant),
      userId: auth.user.user_id,
      sessionId: auth.sessionId,
      now: nowIso(),
    }));
  if (!spent) throw new AppError('SIGNATURE_REJECTED', PROVIDER_SIGNING_MSG.grantRejected);
}

/** A session opened through the provider signs through it while the provider is enabled. */
export async function signsWithProvider(ctx: AppContext, auth: AuthContext): Promise<boolean> {
  if (auth.sessionId === null || !(await isOidcSession(ctx.db, auth.sessionId))) return false;
  return (await enabledProvider(ctx)) !== null;
}

/** `GET /v1/auth/oidc/signing`. */
export async function signingMethod(ctx: AppContext, auth: AuthContext): Promise<TSigningMethodAnswer> {
  const provider = await enabledProvider(ctx);
  const viaProvider =
    provider !== null && auth.sessionId !== null && (await isOidcSession(ctx.db, auth.sessionId));
  return {
    method: viaProvider ? 'provider' : 'password',
    providerName: provider?.settings.displayName ?? null,
  };
}
