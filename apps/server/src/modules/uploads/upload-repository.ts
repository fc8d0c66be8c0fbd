import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseKind, Db } from '../../db/database';
import { lockKeyForTransaction } from '../../db/dialect';
import type { Database } from '../../db/types';
import { fromDbNumber, fromDbTimestamp } from '../../db/values';

export interface UploadRecord {
  key: string;
  name: string;
  type: string;
  size: number;
  uploadedBy: string | null;
  createdAt: string;
  /** When it was first attached to something; null (or left out) while it is attached to nothing. */
  attachedAt?: string | null;
}

type Executor = Kysely<Database> | Transaction<Database>;

function toRecord(row: {
  key: string;
  name: string;
  type: string;
  size: unknown;
  uploaded_by: string | null;
  created_at: unknown;
}): UploadRecord {
  return {
    key: row.key,
    name: row.name,
    type: row.type,
    size: fromDbNumber(row.size),
    uploadedBy: row.uploaded_by,
    createdAt: fromDbTimestamp(row.created_at),
  };
}

const COLUMNS = ['key', 'name', 'type', 'size', 'uploaded_by', 'created_at'] as const;

export async function insertUpload(db: Db, upload: UploadRecord): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      key: upload.key,
      name: upload.name,
      type: upload.type,
      size: upload.size,
      uploaded_by: upload.uploadedBy,
      created_at: upload.createdAt,
      attached_at: upload.attachedAt ?? null,
    })
    .execute();
}

export async function findUpload(db: Executor, key: string): Promise<UploadRecord | undefined> {
  const row = await db.selectFrom('uploads').select(COLUMNS).where('key', '=', key).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Looks keys up by primary key, in chunks so that no statement carries too many parameters. */
export async function findUploadsByKeys(db: Executor, keys: string[]): Promise<UploadRecord[]> {
  const found: UploadRecord[] = [];
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const rows = await db.selectFrom('uploads').select(COLUMNS).where('key', 'in', chunk).execute();
    found.push(...rows.map(toRecord));
  }
  return found;
}

/**
 * Records an upload about to be stored, unless its uploader already holds `quota` uploads attached to nothing:
 * the count and the insert are one transaction, serialised per uploader (SQLite writes one at a time; PostgreSQL
 * takes a lock on the uploader first), so concurrent uploads cannot pass the quota together. True when recorded.
 */
export async function reserveUpload(
  db: Db,
  kind: DatabaseKind,
  upload: UploadRecord & { uploadedBy: string },
  quota: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockKeyForTransaction(trx, kind, `uploads:${upload.uploadedBy}`);
    const row = await trx
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('uploaded_by', '=', upload.uploadedBy)
      .where('attached_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (fromDbNumber(row.n) >= quota) return false;
    await insertUpload(trx, upload);
    return true;
  });
}

export async function setUploadSize(db: Db, key: string, size: number): Promise<void> {
  await db.updateTable('uploads').set({ size }).where('key', '=', key).execute();
}

export async function deleteUploadRecord(db: Db, key: string): Promise<void> {
  await db.deleteFrom('uploads').where('key', '=', key).execute();
}

/**
 * Marks uploads as attached (the first time only) and answers the keys that still exist: in the saving
 * transaction, this also locks them against the clean-up job until the save commits.
 */
export async function markAttached(db: Executor, keys: string[], now: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .updateTable('uploads')
      .set({ attached_at: sql`coalesce(attached_at, ${now})` })
      .where('key', 'in', keys.slice(i, i + 500))
      .returning('key')
      .execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** Keys of uploads attached to nothing since before `before`, oldest first. */
export async function findUnattachedBefore(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('key')
    .where('attached_at', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/** Deletes an upload's row if it is still attached to nothing; true when it did. */
export async function deleteIfUnattached(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('uploads')
    .where('key', '=', key)
    .where('attached_at', 'is', null)
    .returning('key')
    .execute();
  return rows.length > 0;
}
