import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@qi/domain/app-error';
import { fileExtension, storageKeyFor, type TAttachment } from '@qi/domain/attachments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import { presentAttachments } from '../../storage/present-attachments';
import { cleanFileName, uploadType } from './file-name';
import { UploadGuard } from './upload-guard';
import { deleteUploadRecord, reserveUpload, setUploadSize } from './upload-repository';

export const FILE_TOO_LARGE = 'The file is too large. Please keep the files under 20MB.';
export const NOT_VALID_MULTIPART = 'The multipart/form-data body is not valid.';

/** 415 for a file whose extension is not on the allow-list (config UPLOAD_EXTENSIONS). */
export function typeNotAllowedMessage(extensions: readonly string[]): string {
  return `Files of this type cannot be uploaded. Allowed types: ${extensions.join(', ')}.`;
}

/** 429 when the uploader already holds as many unattached uploads as allowed. */
export function quotaMessage(quota: number, hours: number): string {
  const after = hours === 1 ? '1 hour' : `${Number(hours.toFixed(2))} hours`;
  return (
    `You have ${quota} uploaded files that are not attached to anything yet. Save the form they belong to, or ` +
    `wait: files left unattached are removed after ${after}.`
  );
}

function keyExtension(key: string): string {
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.indexOf('.');
  return dot >= 0 ? base.slice(dot + 1) : '';
}

async function presentUpload(ctx: AppContext, attachment: TAttachment): Promise<TAttachment> {
  const [shown] = await presentAttachments(ctx, [attachment]);
  if (!shown) throw new Error('presentAttachments lost the upload');
  return shown;
}

/**
 * Streams one multipart file part to storage under `organisations/{uuid}.{extension}` (never held whole in
 * memory), checking size and content on the way, and records it in `uploads`. Refused first: an extension
 * not on the allow-list (415), and an uploader at their quota of unattached uploads (429). On any failure the
 * stored object (or its partial) and its row are deleted.
 */
export async function storeUpload(
  ctx: AppContext,
  part: MultipartFile,
  actorId: string,
  /** Runs in the transaction that completes the upload's row (an idempotency key is recorded there). */
  onStored?: (trx: Db, upload: TAttachment, sha256: string) => Promise<void>,
): Promise<TAttachment> {
  const { uploads } = ctx.config;
  const name = cleanFileName(part.filename);
  if (!uploads.extensions.includes(fileExtension(name))) {
    part.file.resume();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeNotAllowedMessage(uploads.extensions));
  }
  const type = uploadType(part.mimetype, name);
  const key = storageKeyFor(randomUUID(), name);
  // The row is written first, so the quota counts the uploads under way too; its size is set once stored.
  const record = { key, name, type, size: 0, uploadedBy: actorId, createdAt: nowIso() };
  if (!(await reserveUpload(ctx.db, ctx.dbKind, record, uploads.unattachedPerUser))) {
    part.file.resume();
    throw new AppError(
      'RATE_LIMITED',
      quotaMessage(uploads.unattachedPerUser, uploads.unattachedMs / 3_600_000),
    );
  }
  const guard = new UploadGuard(keyExtension(key));
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  // busboy stops at the limit (20971520 - 1 bytes) and emits 'limit': the file is too large.
  part.file.once('limit', () => guard.destroy(tooLarge));
  // The file stream only fails on a broken body (a part cut short, the client gone): the client's fault.
  const malformed = new AppError('BAD_REQUEST', NOT_VALID_MULTIPART);
  part.file.on('error', () => guard.destroy(malformed));
  // When the whole body had arrived before the route read it, the parser may have failed the part already:
  // its 'error' event is gone, and piping a destroyed stream would wait for data forever.
  if (part.file.destroyed) guard.destroy(malformed);
  // The guard may fail before storage attaches to it (e.g. while it creates folders): the error stays on
  // the stream (`errored`) and storage's pipeline rejects with it; this listener only keeps it from being
  // an uncaught 'error' event.
  guard.on('error', () => undefined);
  try {
    await ctx.storage.put(key, part.file.pipe(guard), type);
    if (part.file.truncated) throw tooLarge;
    const upload = await presentUpload(ctx, { id: key, name, type, size: guard.bytes, url: '' });
    await ctx.db.transaction().execute(async (trx) => {
      await setUploadSize(trx, key, guard.bytes);
      await onStored?.(trx, upload, guard.sha256.digest('hex'));
    });
    return upload;
  } catch (error) {
    part.file.unpipe(guard);
    part.file.resume(); // drain what is left of the request so that the answer goes out cleanly
    await ctx.storage.delete(key).catch(() => undefined);
    await deleteUploadRecord(ctx.db, key).catch(() => undefined);
    throw error;
  }
}
