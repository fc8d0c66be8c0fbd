import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { fromDbNumber, fromDbTimestamp } from '../../db/values';

export interface UploadRecord {
  key: string;
  name: string;
  type: string;
  size: number;
  uploadedBy: string | null;
  createdAt: string;
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
