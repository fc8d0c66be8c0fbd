import type { Db } from '../../db/database';

export type AuthCodePurpose = 'reset' | 'invite';

export interface LiveCode {
  id: string;
  codeHash: string;
  attempts: number;
}

export async function insertAuthCode(
  db: Db,
  code: {
    id: string;
    userId: string;
    purpose: AuthCodePurpose;
    codeHash: string;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('auth_codes')
    .values({
      id: code.id,
      user_id: code.userId,
      purpose: code.purpose,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      attempts: 0,
      used_at: null,
      created_at: code.now,
    })
    .execute();
}

/** Ends every unused code of this purpose (a new code replaces the old ones). */
export async function retireAuthCodes(
  db: Db,
  userId: string,
  purpose: AuthCodePurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The newest code that is unused, unexpired and (when `maxAttempts` is set) has tries left. */
export async function findLiveAuthCode(
  db: Db,
  userId: string,
  purpose: AuthCodePurpose,
  now: string,
  maxAttempts: number | null,
): Promise<LiveCode | undefined> {
  let query = db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc');
  if (maxAttempts !== null) query = query.where('attempts', '<', maxAttempts);
  const row = await query.executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash, attempts: Number(row.attempts) };
}

export async function countAuthCodeFailure(db: Db, codeId: string): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

/** Marks the code used; false when another request used it first. */
export async function useAuthCode(db: Db, codeId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isAuthCodeUnused(db: Db, codeId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_codes')
    .select('id')
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
