import type { Db } from '../../db/database';
import { fromDbTimestamp } from '../../db/values';

/**
 * Records that a callback's state was used, until the flow it belonged to would have expired anyway: a second
 * callback with the same state (a replay, or the same answer sent twice) is refused. False when it was used.
 */
export async function spendState(
  db: Db,
  stateHash: string,
  expiresAt: string,
  now: string,
): Promise<boolean> {
  // Expired entries are dropped here, bounded by how many callbacks completed in a flow's lifetime.
  await db.deleteFrom('oidc_used_states').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('oidc_used_states')
    .values({ state_hash: stateHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('state_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface NewSigningGrant {
  id: string;
  grantHash: string;
  userId: string;
  sessionId: string;
  authTime: string;
  requestedAt: string;
  expiresAt: string;
}

export async function insertSigningGrant(db: Db, grant: NewSigningGrant, now: string): Promise<void> {
  await db.deleteFrom('oidc_signing_grants').where('expires_at', '<', now).execute();
  await db
    .insertInto('oidc_signing_grants')
    .values({
      id: grant.id,
      grant_hash: grant.grantHash,
      user_id: grant.userId,
      session_id: grant.sessionId,
      auth_time: grant.authTime,
      requested_at: grant.requestedAt,
      expires_at: grant.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Spends a grant of this user's session, once, before it expires (one conditional UPDATE: of requests that
 * race with one grant, one wins). Returns its auth_time, or null when there is no such live grant.
 */
export async function spendSigningGrant(
  db: Db,
  input: { grantHash: string; userId: string; sessionId: string; now: string },
): Promise<string | null> {
  const row = await db
    .selectFrom('oidc_signing_grants')
    .select(['id', 'auth_time'])
    .where('grant_hash', '=', input.grantHash)
    .where('user_id', '=', input.userId)
    .where('session_id', '=', input.sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  if (!row) return null;
  const result = await db
    .updateTable('oidc_signing_grants')
    .set({ used_at: input.now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? fromDbTimestamp(row.auth_time) : null;
}
