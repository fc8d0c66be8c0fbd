import type { Readable } from 'node:stream';
import { fileExtension, type TAttachment } from '@qi/domain/attachments';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context';
import { attachmentDisposition } from '../../http/content-disposition';
import { uniqueEntryNames } from './zip-entry-names';

export const ZIP_FILE_NAME = 'IncidentAttachments.zip';

/** Formats that are compressed already: stored as they are (deflating them again only costs CPU). */
const COMPRESSED = new Set([
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'heic',
  'mp4',
  'mov',
  'mkv',
  'webm',
  'mp3',
  'm4a',
  'ogg',
  'gz',
  '7z',
  'rar',
  'pdf',
]);

/**
 * Answers with a zip of the attachments, streamed: each file is read from storage only when the zip
 * reaches it, so neither the files nor the archive are held in memory. Names are de-duplicated inside the
 * zip. A file that cannot be read aborts the download (the client sees a failed transfer, never a zip with
 * a silently missing file).
 */
export function streamAttachmentsZip(
  ctx: AppContext,
  attachments: TAttachment[],
  reply: FastifyReply,
): FastifyReply {
  const zip = new ZipFile();
  const names = uniqueEntryNames(attachments.map((a) => a.name));
  const output = zip.outputStream as Readable;
  attachments.forEach((attachment, index) => {
    const name = names[index] ?? attachment.id;
    const compress = !COMPRESSED.has(fileExtension(name));
    zip.addReadStreamLazy(name, { compress }, (callback) => {
      ctx.storage.get(attachment.id).then(
        (object) => {
          object.stream.once('error', (error) => zip.emit('error', error));
          callback(null, object.stream);
        },
        (error: unknown) => callback(error, undefined as unknown as Readable),
      );
    });
  });
  zip.on('error', (error: unknown) => {
    reply.log.error({ err: error }, 'Could not build the attachments zip');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  zip.end();
  return reply
    .type('application/zip')
    .header('Content-Disposition', attachmentDisposition(ZIP_FILE_NAME))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(output);
}
