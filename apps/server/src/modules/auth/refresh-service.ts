import { AppError } from '@qi/domain/app-error';
import type { TAuthTokens } from '@qi/domain/auth';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { findUserById } from '../users/user-repository';
import { findLiveSessionByRefreshHash, revokeSession, rotateRefreshToken } from './session-repository';
import { sessionExpiry, tokensFor } from './session-service';
import { hashRefreshToken, newRefreshToken } from './tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Rotates the refresh token: the presented one stops working, the session lives on. */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<TAuthTokens> {
  const now = nowIso();
  const oldHash = hashRefreshToken(refreshToken);
  const session = await findLiveSessionByRefreshHash(ctx.db, oldHash, now);
  if (!session) throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
  const user = await findUserById(ctx.db, session.userId);
  if (!user?.active || user.mustChangePassword) {
    await revokeSession(ctx.db, session.id, now);
    throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
  }
  const next = newRefreshToken();
  const rotated = await rotateRefreshToken(ctx.db, session.id, oldHash, next.hash, now, sessionExpiry(now));
  if (!rotated) throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
  return tokensFor(ctx, user, session.id, next.token);
}
