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
): Promise<{ id: string; userId: string; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at'])
    .where('refresh_token_hash', '=', refreshTokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, expiresAt: fromDbTimestamp(row.expires_at) };
}

/** Swaps the refresh token only if it is still the one presented (two racing refreshes: one wins). */
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
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
