import { AppError, type AppErrorIssue } from '@qi/domain/app-error';
import type { TAttachment } from '@qi/domain/attachments';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { findUploadsByKeys } from './upload-repository';

/**
 * docs/api.md "Files": an incident, investigation or template may only reference keys that were uploaded
 * (the `uploads` table) by the caller — by anyone when the caller is an admin — or that it already holds
 * (`previous`). Throws 422 'Unknown attachment: <name>' otherwise.
 */
export async function assertKnownUploads(
  db: Kysely<Database> | Transaction<Database>,
  attachments: TAttachment[],
  previous: TAttachment[],
  actorId: string,
  actorIsAdmin: boolean,
): Promise<void> {
  const held = new Set(previous.map((a) => a.id));
  const fresh = attachments.filter((a) => !held.has(a.id));
  if (fresh.length === 0) return;
  const uploads = await findUploadsByKeys(db, [...new Set(fresh.map((a) => a.id))]);
  const uploaderByKey = new Map(uploads.map((u) => [u.key, u.uploadedBy]));
  const issues: AppErrorIssue[] = [];
  attachments.forEach((attachment, index) => {
    if (held.has(attachment.id)) return;
    const known = uploaderByKey.has(attachment.id);
    const allowed = known && (actorIsAdmin || uploaderByKey.get(attachment.id) === actorId);
    if (!allowed)
      issues.push({ path: `attachments.${index}`, message: `Unknown attachment: ${attachment.name}` });
  });
  if (issues.length > 0)
    throw new AppError('VALIDATION', issues[0]?.message ?? 'Unknown attachment.', issues);
}
