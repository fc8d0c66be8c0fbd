import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';

export async function countAttemptsSince(db: Db, kind: string, key: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.n);
}

export async function recordAttempt(db: Db, kind: string, key: string, now: string): Promise<void> {
  await db.insertInto('auth_attempts').values({ id: randomUUID(), kind, key, created_at: now }).execute();
}

export async function clearAttempts(db: Db, kind: string, key: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('kind', '=', kind).where('key', '=', key).execute();
}

/** Old rows only matter for nothing: housekeeping keeps the table small. */
export async function deleteAttemptsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('created_at', '<', before).execute();
}
