import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@qi/domain/app-error';
import type { TAttachment } from '@qi/domain/attachments';
import { SCAR_MSG } from '@qi/domain/scar';
import { SCAR_FILES_PER_REQUEST } from '@qi/domain/scar-supplier';
import type { AppContext } from '../../context';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { SupplierContext } from '../../http/access';
import type { ClientInfo } from '../../http/types';
import { take } from '../../limits/reservation';
import { assertKnownUploads } from '../uploads/assert-known-uploads';
import { storeUpload } from '../uploads/upload-service';
import { audit } from './scar-audit';
import { countScarFiles, insertScarFile } from './scar-file-repository';
import { partiesOf } from './scar-parties';
import { requireScar } from './scar-queries';

/** Uploads a supplier session may send a minute (the staff routes' per-user limit has no user here). */
const UPLOADS_PER_MINUTE = 30;

/**
 * `POST /v1/supplier/scar/files`: one file to the request, through the upload rules of modules/uploads (the
 * extension allow-list, the bytes checked against it, under 20 MB, streamed to storage). The upload's row names
 * the buyer (uploads belong to users) and is attached at once, to the request only: it never counts as the
 * buyer's unattached upload, and no staff form can take it. A closed request takes no more files (409), and a
 * request holds at most SCAR_FILES_PER_REQUEST.
 */
export async function uploadSupplierFile(
  ctx: AppContext,
  supplier: SupplierContext,
  client: ClientInfo,
  part: MultipartFile,
): Promise<TAttachment & { uploadedAt: string }> {
  const refuse = (error: AppError) => {
    part.file.resume();
    return error;
  };
  const limited = await take(ctx.db, {
    kind: 'scar-upload',
    key: supplier.sessionId,
    limit: UPLOADS_PER_MINUTE,
    windowMinutes: 1,
    account: `scar:${supplier.scarId}`,
  });
  if (!limited.ok)
    throw refuse(new AppError('RATE_LIMITED', 'Too many uploads in a minute. Please wait and try again.'));
  const scar = await requireScar(ctx.db, supplier.scarId);
  if (scar.status !== 'open') throw refuse(new AppError('CONFLICT', SCAR_MSG.closedReadOnly));
  if ((await countScarFiles(ctx.db, scar.id)) >= SCAR_FILES_PER_REQUEST) {
    throw refuse(new AppError('CONFLICT', SCAR_MSG.filesFull));
  }
  const { contact } = await partiesOf(ctx.db, scar);
  const uploadedAt = nowIso();
  const stored = await storeUpload(ctx, part, scar.buyerId, async (trx, upload) => {
    // Again under the request's lock: uploads sent together cannot pass the limit, nor land on a closed request.
    const locked = await requireScar(trx, scar.id, locksRows(ctx.dbKind));
    if (locked.status !== 'open') throw new AppError('CONFLICT', SCAR_MSG.closedReadOnly);
    if ((await countScarFiles(trx, scar.id)) >= SCAR_FILES_PER_REQUEST)
      throw new AppError('CONFLICT', SCAR_MSG.filesFull);
    await assertKnownUploads(trx, [{ ...upload }], [], scar.buyerId, false);
    await insertScarFile(trx, scar.id, {
      id: upload.id,
      name: upload.name,
      type: upload.type,
      size: upload.size,
      uploadedAt,
    });
    await audit(trx, scar.id, { kind: 'supplier', name: contact.name, client }, 'file-uploaded', uploadedAt, {
      details: { file: upload.id, name: upload.name, size: upload.size },
    });
  });
  return { ...stored, uploadedAt };
}
