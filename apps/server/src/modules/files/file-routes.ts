import { AppError } from '@qi/domain/app-error';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachmentDisposition } from '../../http/content-disposition';
import { MAX_PATH_PARAM_LENGTH, pathParamTooLong } from '../../http/path-limits';
import type { App } from '../../http/types';
import { deriveKey, resolveJwtSecret } from '../../secrets';
import { verifyFileSignature } from '../../storage/local-storage';
import { assertValidKey } from '../../storage/storage';
import { findUpload } from '../uploads/upload-repository';

export const LINK_NOT_VALID = 'This link has expired or is not valid.';

/**
 * Uploaded files are served from our own origin with the type the uploader declared (an .html file may be
 * text/html). Besides `attachment` and nosniff, this policy makes a browser that shows the file anyway
 * treat it as a sandboxed page of no origin that runs nothing and loads nothing.
 */
export const DOWNLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const ZFileParams = z.object({
  key: z
    .string()
    .min(1)
    .max(MAX_PATH_PARAM_LENGTH)
    .describe("The stored file's key as its signed URL gives it ('/' as %2F)."),
});

const ZFileQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
  name: z.string().max(255).optional(),
});

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /v1/files/{key}?expires&signature[&name]: the local-storage download behind a signed URL (S3 storage
 * hands out presigned S3 URLs instead). No session: the HMAC signature is the authorisation.
 */
export function registerFileRoutes(app: App, ctx: AppContext): void {
  // The same key local storage signs with (see buildApp).
  const secret = deriveKey(resolveJwtSecret(ctx.config), 'file-urls');
  const download = async (key: string, query: z.infer<typeof ZFileQuery>, reply: FastifyReply) => {
    const { expires, signature, name } = query;
    const signed =
      isValidKey(key) &&
      signature !== undefined &&
      verifyFileSignature(
        secret,
        { key, expires: Number(expires), signature, ...(name ? { fileName: name } : {}) },
        Date.now(),
      );
    if (!signed) throw new AppError('FORBIDDEN', LINK_NOT_VALID);
    const upload = await findUpload(ctx.db, key);
    const object = await ctx.storage.get(key);
    const fileName = name || upload?.name || key.slice(key.lastIndexOf('/') + 1);
    reply
      .type(upload?.type || object.contentType || 'application/octet-stream')
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', DOWNLOAD_CSP)
      .header('Cache-Control', 'private, max-age=3600');
    if (object.size !== undefined) reply.header('Content-Length', object.size);
    return reply.send(object.stream);
  };
  const config = { access: 'public' as const, contract: { also: [403], file: 'application/octet-stream' } };

  // The key is one path segment, its slashes percent-encoded (`organisations%2F1.pdf`), as signed URLs give it.
  app.get(
    '/v1/files/:key',
    { config, schema: { tags: ['files'], params: ZFileParams, querystring: ZFileQuery } },
    (request, reply) => download(request.params.key, request.query, reply),
  );
  // Links signed before keys were encoded spell the key's slashes out; they still open, undocumented.
  app.get('/v1/files/*', { config, schema: { hide: true, querystring: ZFileQuery } }, (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // One segment reaches this route only when it was too long for `:key`.
    if (!key.includes('/')) throw pathParamTooLong();
    return download(key, request.query, reply);
  });
}
