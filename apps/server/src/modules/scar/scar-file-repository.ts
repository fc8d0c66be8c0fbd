import type { Db } from '../../db/database';
import { fromDbNumber, fromDbTimestamp } from '../../db/values';

export interface ScarFileRecord {
  id: string;
  name: string;
  type: string;
  size: number;
  uploadedAt: string;
}

/** The supplier's uploads to a request, oldest first (scar_files_scar_idx). */
export async function listScarFiles(db: Db, scarId: string): Promise<ScarFileRecord[]> {
  const rows = await db
    .selectFrom('scar_files')
    .select(['key', 'name', 'type', 'size', 'uploaded_at'])
    .where('scar_id', '=', scarId)
    .orderBy('uploaded_at')
    .orderBy('key')
    .execute();
  return rows.map((row) => ({
    id: row.key,
    name: row.name,
    type: row.type,
    size: fromDbNumber(row.size),
    uploadedAt: fromDbTimestamp(row.uploaded_at),
  }));
}

export async function countScarFiles(db: Db, scarId: string): Promise<number> {
  const row = await db
    .selectFrom('scar_files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('scar_id', '=', scarId)
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.n);
}

export async function insertScarFile(db: Db, scarId: string, file: ScarFileRecord): Promise<void> {
  await db
    .insertInto('scar_files')
    .values({
      key: file.id,
      scar_id: scarId,
      name: file.name,
      type: file.type,
      size: file.size,
      uploaded_at: file.uploadedAt,
    })
    .execute();
}

/** The incidents' attachment ids shared with the supplier, with the incident each comes from. */
export async function listSharedAttachments(db: Db, scarId: string) {
  const rows = await db
    .selectFrom('scar_shared_attachments')
    .select(['attachment_id', 'incident_id'])
    .where('scar_id', '=', scarId)
    .orderBy('shared_at')
    .orderBy('attachment_id')
    .execute();
  return rows.map((row) => ({ attachmentId: row.attachment_id, incidentId: row.incident_id }));
}

/** Replaces what is shared with exactly these attachments. */
export async function replaceSharedAttachments(
  db: Db,
  scarId: string,
  shared: readonly { attachmentId: string; incidentId: string }[],
  actorId: string,
  now: string,
): Promise<void> {
  await db.deleteFrom('scar_shared_attachments').where('scar_id', '=', scarId).execute();
  if (shared.length === 0) return;
  await db
    .insertInto('scar_shared_attachments')
    .values(
      shared.map((s) => ({
        scar_id: scarId,
        attachment_id: s.attachmentId,
        incident_id: s.incidentId,
        shared_by: actorId,
        shared_at: now,
      })),
    )
    .execute();
}
