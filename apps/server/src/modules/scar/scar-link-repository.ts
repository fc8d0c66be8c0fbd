import type { Db } from '../../db/database';
import { fromDbNullableTimestamp, fromDbTimestamp } from '../../db/values';

export interface LinkRecord {
  id: string;
  scarId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  openedAt: string | null;
}

type LinkRow = {
  id: string;
  scar_id: string;
  created_at: unknown;
  expires_at: unknown;
  revoked_at: unknown;
  opened_at: unknown;
};
const LINK_COLUMNS = ['id', 'scar_id', 'created_at', 'expires_at', 'revoked_at', 'opened_at'] as const;
const toLink = (row: LinkRow): LinkRecord => ({
  id: row.id,
  scarId: row.scar_id,
  createdAt: fromDbTimestamp(row.created_at),
  expiresAt: fromDbTimestamp(row.expires_at),
  revokedAt: fromDbNullableTimestamp(row.revoked_at),
  openedAt: fromDbNullableTimestamp(row.opened_at),
});

/** A new link; every earlier link of the request stops working (a re-sent link replaces the old one). */
export async function insertLink(
  db: Db,
  link: { id: string; scarId: string; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await revokeLinks(db, link.scarId, link.now);
  await db
    .insertInto('scar_links')
    .values({
      id: link.id,
      scar_id: link.scarId,
      token_hash: link.tokenHash,
      created_at: link.now,
      expires_at: link.expiresAt,
      revoked_at: null,
      opened_at: null,
    })
    .execute();
}

/** Ends the request's live links (and so their sessions, which are checked against their link). */
export async function revokeLinks(db: Db, scarId: string, now: string): Promise<void> {
  await db
    .updateTable('scar_links')
    .set({ revoked_at: now })
    .where('scar_id', '=', scarId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The link whose token has this hash (the unique index), whatever its state. */
export async function findLinkByHash(db: Db, tokenHash: string): Promise<LinkRecord | undefined> {
  const row = await db
    .selectFrom('scar_links')
    .select(LINK_COLUMNS)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && toLink(row);
}

export async function findLink(db: Db, id: string): Promise<LinkRecord | undefined> {
  const row = await db.selectFrom('scar_links').select(LINK_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toLink(row);
}

/** The link last sent for the request (for the buyer's view). */
export async function latestLink(db: Db, scarId: string): Promise<LinkRecord | undefined> {
  const row = await db
    .selectFrom('scar_links')
    .select(LINK_COLUMNS)
    .where('scar_id', '=', scarId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && toLink(row);
}

export async function markLinkOpened(db: Db, linkId: string, now: string): Promise<void> {
  await db.updateTable('scar_links').set({ opened_at: now }).where('id', '=', linkId).execute();
}

// --- One-time codes (the auth codes' pattern: the newest live code is compared, each try counted first) ---

/** A new code for the link; its earlier codes stop working. */
export async function insertCode(
  db: Db,
  code: { id: string; linkId: string; codeHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .updateTable('scar_codes')
    .set({ used_at: code.now })
    .where('link_id', '=', code.linkId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('scar_codes')
    .values({
      id: code.id,
      link_id: code.linkId,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      attempts: 0,
      used_at: null,
      created_at: code.now,
    })
    .execute();
}

/** The newest code of the link that is unused and unexpired. */
export async function findLiveCode(db: Db, linkId: string, now: string) {
  const row = await db
    .selectFrom('scar_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('link_id', '=', linkId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash, attempts: Number(row.attempts) };
}

/**
 * Counts a try of the code before it is compared, in one statement: false when it has no try left (or was used,
 * or has expired), so that tries arriving together get at most `maxAttempts` comparisons between them.
 */
export async function reserveCodeTry(
  db: Db,
  codeId: string,
  maxAttempts: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('scar_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request used it first. */
export async function useCode(db: Db, codeId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('scar_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- Sessions ---

export async function insertSession(
  db: Db,
  session: {
    id: string;
    scarId: string;
    linkId: string;
    tokenHash: string;
    now: string;
    expiresAt: string;
    ip: string;
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insertInto('scar_sessions')
    .values({
      id: session.id,
      scar_id: session.scarId,
      link_id: session.linkId,
      token_hash: session.tokenHash,
      created_at: session.now,
      expires_at: session.expiresAt,
      ended_at: null,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** The session with this token hash, with its link's and request's state (one statement). */
export async function findSessionByHash(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('scar_sessions')
    .innerJoin('scar_links', 'scar_links.id', 'scar_sessions.link_id')
    .innerJoin('scars', 'scars.id', 'scar_sessions.scar_id')
    .select([
      'scar_sessions.id',
      'scar_sessions.scar_id',
      'scar_sessions.link_id',
      'scar_sessions.expires_at',
      'scar_sessions.ended_at',
      'scar_links.expires_at as link_expires_at',
      'scar_links.revoked_at as link_revoked_at',
      'scars.status as scar_status',
    ])
    .where('scar_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      scarId: row.scar_id,
      linkId: row.link_id,
      expiresAt: fromDbTimestamp(row.expires_at),
      endedAt: fromDbNullableTimestamp(row.ended_at),
      linkExpiresAt: fromDbTimestamp(row.link_expires_at),
      linkRevokedAt: fromDbNullableTimestamp(row.link_revoked_at),
      scarStatus: row.scar_status,
    }
  );
}

export async function endSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable('scar_sessions')
    .set({ ended_at: now })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}
