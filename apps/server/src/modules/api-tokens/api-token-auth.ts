import type { Db } from '../../db/database';
import { AccessRefusal, type AuthContext } from '../../http/access';
import { findApiTokenByHash, markApiTokenUsed } from './api-token-repository';
import { hashApiTokenSecret } from './api-token-secret';

/** How often a token's "last used" is written at most: a busy machine does not write on every request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The caller of a request whose bearer is an API token (`qit_…`): found by the secret's hash, refused with the
 * same 401 as an ended session when unknown, revoked, expired or its service account is inactive (the reason
 * goes to the log). The caller acts as the token's service account, with its role.
 */
export async function authenticateApiToken(
  db: Db,
  secret: string,
  signInRequired: string,
): Promise<AuthContext> {
  const token = await findApiTokenByHash(db, hashApiTokenSecret(secret));
  const refuse = (reason: string, caller?: { userId: string; role?: AuthContext['user']['role'] }) =>
    new AccessRefusal('UNAUTHENTICATED', signInRequired, reason, caller);
  if (!token) throw refuse('token-unknown');
  const caller = { userId: token.user.user_id, role: token.user.role };
  if (token.revokedAt) throw refuse('token-revoked', caller);
  const now = new Date();
  if (Date.parse(token.expiresAt) <= now.getTime()) throw refuse('token-expired', caller);
  if (!token.user.active) throw refuse('token-account-deactivated', caller);
  const lastUsed = token.lastUsedAt ? Date.parse(token.lastUsedAt) : 0;
  if (now.getTime() - lastUsed >= LAST_USED_EVERY_MS) {
    const before = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
    await markApiTokenUsed(db, token.id, now.toISOString(), before);
  }
  return { user: token.user, sessionId: null, apiTokenId: token.id };
}
