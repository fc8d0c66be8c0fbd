import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';

export interface KeyOwner {
  userId: string;
  key: string;
}

export interface StoredAnswer {
  route: string;
  requestHash: string;
  status: number;
  body: unknown;
}

/** The answer kept for a user's key, unless it was recorded before `since` (expired, not purged yet). */
export async function findStoredAnswer(
  db: Db,
  owner: KeyOwner,
  since: string,
): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['route', 'request_hash', 'response_status', 'response_body'])
    .where('user_id', '=', owner.userId)
    .where('key', '=', owner.key)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    route: row.route,
    requestHash: row.request_hash,
    status: fromDbNumber(row.response_status),
    body: JSON.parse(row.response_body),
  };
}

/**
 * Inserts the key's row in the write's transaction, unless the user's key is taken: false then. An expired row
 * of the same key is dropped first. On PostgreSQL a concurrent insert of the same key waits here until the other
 * transaction ends (then conflicts if it committed); SQLite runs one write transaction at a time.
 */
export async function insertKey(
  trx: Db,
  owner: KeyOwner,
  row: { route: string; requestHash: string; createdAt: string },
  expiredBefore: string,
): Promise<boolean> {
  await trx
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', owner.userId)
    .where('key', '=', owner.key)
    .where('created_at', '<', expiredBefore)
    .execute();
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: owner.userId,
      key: owner.key,
      route: row.route,
      request_hash: row.requestHash,
      // Set by saveAnswer before the transaction commits: no other request ever reads these.
      response_status: 0,
      response_body: 'null',
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .execute();
  return inserted.length > 0;
}

export async function saveAnswer(trx: Db, owner: KeyOwner, status: number, body: unknown): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body) })
    .where('user_id', '=', owner.userId)
    .where('key', '=', owner.key)
    .execute();
}

/** Deletes the keys recorded before `before`; answers how many. */
export async function deleteKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
