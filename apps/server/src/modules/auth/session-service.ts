import { randomUUID } from 'node:crypto';
import type { TAuthTokens } from '@qi/domain/auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { ClientInfo } from '../../http/types';
import { presentUser } from '../users/user-presenter';
import type { UserRecord } from '../users/user-repository';
import { sessionExpiry } from './session-lifetime';
import { insertSession } from './session-repository';
import { ID_TOKEN_TTL_SECONDS, newRefreshToken } from './tokens';

export type { ClientInfo };

/** Opens a session (inside the caller's transaction) and returns the tokens that name it. */
export async function openSession(
  ctx: AppContext,
  db: Db,
  user: UserRecord,
  client: ClientInfo,
  now: string,
): Promise<TAuthTokens> {
  return (await openSessionWithId(ctx, db, user, client, now)).tokens;
}

/** As `openSession`, with the new session's id (modules/oidc marks the sessions it opens). */
export async function openSessionWithId(
  ctx: AppContext,
  db: Db,
  user: UserRecord,
  client: ClientInfo,
  now: string,
): Promise<{ tokens: TAuthTokens; sessionId: string }> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await insertSession(db, {
    id: sessionId,
    userId: user.user_id,
    refreshTokenHash: refresh.hash,
    now,
    expiresAt: sessionExpiry(ctx.config.sessions, now, now),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { tokens: await tokensFor(ctx, user, sessionId, refresh.token), sessionId };
}

export async function tokensFor(
  ctx: AppContext,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
): Promise<TAuthTokens> {
  const idToken = await ctx.tokens.signIdToken({ userId: user.user_id, sessionId });
  return { idToken, refreshToken, expiresIn: ID_TOKEN_TTL_SECONDS, user: presentUser(user) };
}
