import type { Db } from '../../db/database';
import { fromDbTimestamp } from '../../db/values';
import { toUserRecord, type UserRecord } from '../users/user-repository';

export interface NewSession {
  id: string;
  userId: string;
  refreshTokenHash: string;
  now: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      refresh_token_hash: s.refreshTokenHash,
      created_at: s.now,
      last_used_at: s.now,
      expires_at: s.expiresAt,
      revoked_at: null,
      ip: s.ip,
      user_agent: s.userAgent,
    })
    .execute();
}

/** One indexed query (primary key + join on the user's primary key) run for every authenticated request. */
export async function findLiveSessionUser(
  db: Db,
  sessionId: string,
  now: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row && toUserRecord(row);
}

export async function findLiveSessionByRefreshHash(
  db: Db,
  refreshTokenHash: string,
  now: string,
): Promise<{ id: string; userId: string; createdAt: string } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'created_at'])
    .where('refresh_token_hash', '=', refreshTokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, createdAt: fromDbTimestamp(row.created_at) };
}

/** The session a refresh token was replaced in, if it ever was (any later use of that token is a replay). */
export async function findRetiredRefreshToken(
  db: Db,
  refreshTokenHash: string,
): Promise<{ sessionId: string; userId: string } | undefined> {
  const row = await db
    .selectFrom('retired_refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'retired_refresh_tokens.session_id')
    .select(['sessions.id', 'sessions.user_id'])
    .where('retired_refresh_tokens.token_hash', '=', refreshTokenHash)
    .executeTakeFirst();
  return row && { sessionId: row.id, userId: row.user_id };
}

/** Retired tokens of sessions that have ended by now for sure: nothing can replay into them any more. */
export async function deleteRetiredRefreshTokensBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('retired_refresh_tokens').where('retired_at', '<', before).execute();
}

/**
 * Swaps the refresh token only if it is still the one presented (of two racing refreshes one wins), and keeps
 * the replaced one's hash so that a replay of it is recognised. Run in a transaction.
 */
export async function rotateRefreshToken(
  db: Db,
  sessionId: string,
  oldHash: string,
  newHash: string,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ refresh_token_hash: newHash, last_used_at: now, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .where('refresh_token_hash', '=', oldHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('retired_refresh_tokens')
    .values({ token_hash: oldHash, session_id: sessionId, retired_at: now })
    .execute();
  return true;
}

/** Ends the session; false when it had already ended. */
export async function revokeSession(db: Db, sessionId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeUserSessions(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
