import { AppError, type AppErrorIssue } from '@qi/domain/app-error';
import type { TAttachment } from '@qi/domain/attachments';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso } from '../../db/values';
import { findUploadsByKeys, markAttached, type UploadRecord } from './upload-repository';

const unknown = (attachment: TAttachment, index: number): AppErrorIssue => ({
  path: `attachments.${index}`,
  message: `Unknown attachment: ${attachment.name}`,
});

/**
 * docs/api.md "Files": an incident, investigation or template may only reference keys that were uploaded
 * (the `uploads` table) by the caller — by anyone when the caller is an admin — or that it already holds
 * (`previous`). Throws 422 'Unknown attachment: <name>' otherwise.
 *
 * Call it in the transaction that saves `attachments`: it then
 * - sets each attachment's name, type and size from what was stored (the upload's row, or the attachment
 *   already held), never from the client's JSON: the objects in `attachments` are changed in place, and the
 *   caller saves them;
 * - marks the new uploads as attached, which keeps them from the clean-up of unattached uploads (and, until the
 *   save commits, locks them against it; one deleted meanwhile is refused as unknown).
 */
export async function assertKnownUploads(
  db: Kysely<Database> | Transaction<Database>,
  attachments: TAttachment[],
  previous: TAttachment[],
  actorId: string,
  actorIsAdmin: boolean,
): Promise<void> {
  const held = new Map(previous.map((a) => [a.id, a]));
  const fresh = [...new Set(attachments.filter((a) => !held.has(a.id)).map((a) => a.id))];
  const uploads = new Map<string, UploadRecord>();
  if (fresh.length > 0) {
    for (const upload of await findUploadsByKeys(db, fresh)) uploads.set(upload.key, upload);
  }
  const allowed = (upload: UploadRecord | undefined) =>
    upload !== undefined && (actorIsAdmin || upload.uploadedBy === actorId);
  const issues: AppErrorIssue[] = [];
  attachments.forEach((attachment, index) => {
    if (!held.has(attachment.id) && !allowed(uploads.get(attachment.id)))
      issues.push(unknown(attachment, index));
  });
  if (issues.length === 0 && fresh.length > 0) {
    const stillThere = await markAttached(db, fresh, nowIso());
    attachments.forEach((attachment, index) => {
      if (!held.has(attachment.id) && !stillThere.has(attachment.id)) issues.push(unknown(attachment, index));
    });
  }
  if (issues.length > 0)
    throw new AppError('VALIDATION', issues[0]?.message ?? 'Unknown attachment.', issues);
  for (const attachment of attachments) {
    const source = held.get(attachment.id) ?? uploads.get(attachment.id);
    if (!source) continue;
    attachment.name = source.name;
    attachment.type = source.type;
    attachment.size = source.size;
  }
}
