import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@qi/domain/app-error';
import type { TAttachment } from '@qi/domain/attachments';
import type { AppContext } from '../../context';
import { IDEMPOTENCY_KEY_IN_PROGRESS, requestHash } from '../idempotency/idempotency-key';
import {
  type Answer,
  answerKept,
  hasKeptAnswer,
  type KeyedRequest,
  keptAnswer,
  recordAnswer,
} from '../idempotency/idempotency-service';
import { freshAttachment } from '../idempotency/idempotent-request';
import { cleanFileName, uploadType } from './file-name';
import { FILE_TOO_LARGE, storeUpload } from './upload-service';

const ROUTE = 'POST /v1/uploads';

/** sha256 (hex) of a file part read to its end without storing it. */
async function hashPart(part: MultipartFile): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of part.file) hash.update(chunk as Buffer);
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  return hash.digest('hex');
}

/**
 * POST /v1/uploads with an idempotency key: an upload is the same request when its file name, type and bytes are.
 * A key that already has an answer: the file is only read (hashed), never stored again, and the kept answer is
 * sent (422 for another file). A new key: the file is stored as without a key and the key recorded in the
 * transaction that completes the upload's row; when a concurrent request with the key committed first, this
 * upload's file and row are deleted and that request's answer is sent. A crash between storing the file and that
 * commit leaves an unattached upload that nobody was told about: the clean-up job removes it.
 */
export async function storeUploadOnce(
  ctx: AppContext,
  part: MultipartFile,
  userId: string,
  key: string,
): Promise<TAttachment> {
  const name = cleanFileName(part.filename);
  const keyed = (sha256: string): KeyedRequest => ({
    userId,
    key,
    route: ROUTE,
    requestHash: requestHash({ name, type: uploadType(part.mimetype, name), sha256 }),
  });
  // Only answers of 201 are kept for this route: a replay is the kept attachment, its link signed again.
  const replay = async (answer: Answer) => (await freshAttachment(ctx, answer.body)) as TAttachment;
  if (await hasKeptAnswer(ctx, { userId, key })) {
    const kept = await keptAnswer(ctx, keyed(await hashPart(part)));
    if (kept) return replay(kept);
    // Purged while the file was read; the file is consumed, so the client's retry settles it.
    throw new AppError('CONFLICT', IDEMPOTENCY_KEY_IN_PROGRESS);
  }
  let request: KeyedRequest | null = null;
  try {
    const upload = await storeUpload(ctx, part, userId, async (trx, stored, sha256) => {
      request = keyed(sha256);
      await recordAnswer(trx, ctx, request, { status: 201, body: stored });
    });
    return upload;
  } catch (error) {
    if (!request) throw error;
    return replay(await answerKept(ctx, request, error));
  }
}
