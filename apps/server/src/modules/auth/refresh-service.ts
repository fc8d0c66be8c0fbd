import { AppError } from '@qi/domain/app-error';
import type { TAuthTokens } from '@qi/domain/auth';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { findUserById } from '../users/user-repository';
import { sessionEndLimit } from './auth-hooks';
import { type AuthClient, REFRESH_REUSE_EVENT } from './security-log';
import { sessionExpiry } from './session-lifetime';
import {
  deleteRetiredRefreshTokensBefore,
  findLiveSessionByRefreshHash,
  findRetiredRefreshToken,
  revokeSession,
  rotateRefreshToken,
} from './session-repository';
import { tokensFor } from './session-service';
import { hashRefreshToken, newRefreshToken } from './tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * A refresh token that was already spent came back: either its owner or someone who copied it is replaying it,
 * and there is no telling which, so the whole session ends (the owner signs in again).
 */
async function endReplayedSession(
  ctx: AppContext,
  client: AuthClient,
  session: { sessionId: string; userId: string },
  now: string,
): Promise<void> {
  const ended = await revokeSession(ctx.db, session.sessionId, now);
  client.log.warn(
    {
      event: REFRESH_REUSE_EVENT,
      userId: session.userId,
      sessionId: session.sessionId,
      sessionEnded: ended,
      ip: client.ip,
    },
    'refresh token reused: session ended',
  );
}

/**
 * Rotates the refresh token: the presented one is spent, the session lives on until it has been idle too long
 * or reaches its absolute end. A spent token presented again ends the session.
 */
export async function refreshSession(
  ctx: AppContext,
  refreshToken: string,
  client: AuthClient,
): Promise<TAuthTokens> {
  const now = nowIso();
  const oldHash = hashRefreshToken(refreshToken);
  const session = await findLiveSessionByRefreshHash(ctx.db, oldHash, now);
  if (!session) {
    const replayed = await findRetiredRefreshToken(ctx.db, oldHash);
    if (replayed) await endReplayedSession(ctx, client, replayed, now);
    throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
  }
  const user = await findUserById(ctx.db, session.userId);
  const limit = await ctx.events.hook(sessionEndLimit)(ctx, session);
  const lifetimeEnd = sessionExpiry(ctx.config.sessions, session.createdAt, now);
  const expiresAt = limit !== null && limit < lifetimeEnd ? limit : lifetimeEnd;
  if (!user?.active || user.mustChangePassword || expiresAt <= now) {
    await revokeSession(ctx.db, session.id, now);
    throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
  }
  const next = newRefreshToken();
  const rotated = await ctx.db
    .transaction()
    .execute((trx) => rotateRefreshToken(trx, session.id, oldHash, next.hash, now, expiresAt));
  if (!rotated) {
    // A parallel refresh spent the same token first: the token was used twice.
    await endReplayedSession(ctx, client, { sessionId: session.id, userId: session.userId }, now);
    throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
  }
  // Housekeeping: a token retired longer ago than a session can live cannot name a live session.
  if (Math.random() < 0.01) {
    const before = new Date(Date.parse(now) - ctx.config.sessions.maxMs - 86_400_000).toISOString();
    await deleteRetiredRefreshTokensBefore(ctx.db, before);
  }
  return tokensFor(ctx, user, session.id, next.token);
}
