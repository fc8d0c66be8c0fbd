import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@qi/domain/app-error';
import { fileExtension } from '@qi/domain/attachments';
import { proposeImportMapping } from '@qi/domain/incident-import-mapping';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import { proposeReferenceMapping } from '@qi/domain/incident-import-reference-rows';
import type { ImportKind, TImportUpload } from '@qi/domain/incident-import-schemas';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { cleanFileName } from '../uploads/file-name';
import { typeForExtension } from '../uploads/magic-bytes';
import { UploadGuard } from '../uploads/upload-guard';
import { type ImportFileType, readFileStart } from './import-file-reader';
import { presentImport } from './import-record';
import { findImport, insertImport } from './import-repository';

const FILE_TYPES: readonly string[] = ['csv', 'xlsx'];

/**
 * POST /v1/imports: streams the file part to storage under `imports/{uuid}.{csv|xlsx}` (never whole in memory),
 * through the uploads' guard (its first bytes must fit the extension; a CSV holds no NUL byte) and the size
 * limit (413), then reads the header row and the first rows back from storage to propose a mapping. Any
 * refusal deletes the stored object.
 */
export async function storeImportFile(
  ctx: AppContext,
  part: MultipartFile,
  kind: ImportKind,
  actorId: string,
): Promise<TImportUpload> {
  const fileName = cleanFileName(part.filename);
  const extension = fileExtension(fileName);
  if (!FILE_TYPES.includes(extension)) {
    part.file.resume();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MSG.wrongFileType);
  }
  const fileType = extension as ImportFileType;
  const id = randomUUID();
  const key = `imports/${id}.${fileType}`;
  const guard = new UploadGuard(fileType);
  const megabytes = Math.round((ctx.config.imports.maxFileBytes / 1_048_576) * 1000) / 1000;
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', IMPORT_MSG.fileTooLarge(megabytes));
  part.file.once('limit', () => guard.destroy(tooLarge));
  const malformed = new AppError('BAD_REQUEST', 'The multipart/form-data body is not valid.');
  part.file.on('error', () => guard.destroy(malformed));
  if (part.file.destroyed) guard.destroy(malformed);
  guard.on('error', () => undefined);
  try {
    await ctx.storage.put(key, part.file.pipe(guard), typeForExtension(fileType));
    if (part.file.truncated) throw tooLarge;
    const start = await readFileStart(async () => (await ctx.storage.get(key)).stream, fileType);
    await insertImport(
      ctx.db,
      {
        id,
        kind,
        fileName,
        fileKey: key,
        fileType,
        fileSize: guard.bytes,
        headers: start.headers,
        samples: start.samples,
        createdBy: actorId,
      },
      nowIso(),
    );
    const record = await findImport(ctx.db, id);
    if (!record) throw new Error('The import was not recorded');
    const proposal =
      kind === 'incidents'
        ? proposeImportMapping(start.headers, start.samples)
        : { mapping: proposeReferenceMapping(kind, start.headers), ownExport: false };
    return {
      ...presentImport(record),
      samples: start.samples,
      proposedMapping: proposal.mapping,
      ownExport: proposal.ownExport,
    };
  } catch (error) {
    part.file.unpipe(guard);
    part.file.resume();
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
