import { encodeExtended } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** What may not stand in the quoted ASCII fallback: non-ASCII, control characters, quotes and backslashes. */
const NOT_PLAIN_ASCII = /[^\x20-\x7e]|["\\]/g;

/**
 * An RFC 6266 `attachment` header that always carries both names: an ASCII `filename` for old clients
 * (anything else replaced by '_', so it never needs escaping) and the exact name in `filename*` (RFC 8187).
 * The package's own `create` leaves `filename*` out for ASCII names and quotes only when it must; clients,
 * the presigned S3 links and the checks that read these headers count on one fixed shape.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(NOT_PLAIN_ASCII, '_') || 'download';
  return `attachment; filename="${fallback}"; filename*=${encodeExtended(fileName)}`;
}

/** A download's headers: the file's name, its type, not sniffed and not stored by caches. */
export function download(reply: FastifyReply, fileName: string, type: string): FastifyReply {
  return reply
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type(type);
}
