import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@qi/domain/app-error';
import { storageKeyFor, type TAttachment } from '@qi/domain/attachments';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { presentAttachments } from '../files/present-attachments';
import { cleanFileName, uploadType } from './file-name';
import { UploadGuard } from './upload-guard';
import { insertUpload } from './upload-repository';

export const FILE_TOO_LARGE = 'The file is too large. Please keep the files under 20MB.';
export const NOT_VALID_MULTIPART = 'The multipart/form-data body is not valid.';

function keyExtension(key: string): string {
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.indexOf('.');
  return dot >= 0 ? base.slice(dot + 1) : '';
}

/**
 * Streams one multipart file part to storage under `organisations/{uuid}.{extension}` (never held whole in
 * memory), checking size and content on the way, then records it in `uploads`. On any failure the stored
 * object (or its partial) is deleted and nothing is recorded.
 */
export async function storeUpload(
  ctx: AppContext,
  part: MultipartFile,
  actorId: string,
): Promise<TAttachment> {
  const name = cleanFileName(part.filename);
  const type = uploadType(part.mimetype, name);
  const key = storageKeyFor(randomUUID(), name);
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
    await insertUpload(ctx.db, {
      key,
      name,
      type,
      size: guard.bytes,
      uploadedBy: actorId,
      createdAt: nowIso(),
    });
  } catch (error) {
    part.file.unpipe(guard);
    part.file.resume(); // drain what is left of the request so that the answer goes out cleanly
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  const [presented] = await presentAttachments(ctx, [{ id: key, name, type, size: guard.bytes, url: '' }]);
  if (!presented) throw new Error('presentAttachments lost the upload');
  return presented;
}
