import fastifyMultipart from '@fastify/multipart';
import { AppError, isAppError } from '@qi/domain/app-error';
import { ZAttachment } from '@qi/domain/attachments';
import { FILE_SIZE_LIMIT_BYTES } from '@qi/domain/constants';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { idempotencyKeyOf } from '../idempotency/idempotency-key';
import { storeUploadOnce } from './idempotent-upload';
import { NOT_VALID_MULTIPART, storeUpload } from './upload-service';

const NOT_MULTIPART = 'Please send the file as multipart/form-data with one "file" part.';
const NO_FILE = 'Please choose a file to upload.';

/**
 * The multipart parser throws plain errors for bodies it cannot read (no boundary in the content type, a
 * broken part): the client's fault, so 400 and not 500. Its own limit errors carry their 4xx status already.
 */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (isAppError(error) || (typeof status === 'number' && status >= 400 && status < 500)) return error;
  return new AppError('BAD_REQUEST', NOT_VALID_MULTIPART);
}

/** POST /v1/uploads: one `file` part, streamed to storage (docs/api.md "Files"). */
export function registerUploadRoutes(app: App, ctx: AppContext): void {
  // Encapsulated: only this route parses multipart bodies.
  app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: FILE_SIZE_LIMIT_BYTES - 1, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
    scope.post(
      '/v1/uploads',
      {
        config: { access: 'signed-in', contract: { headers: ['Idempotency-Key'], multipart: true } },
        schema: { tags: ['files'], consumes: ['multipart/form-data'], response: { 201: ZAttachment } },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        try {
          const key = idempotencyKeyOf(request.headers);
          if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
          const part = await request.file().catch((error: unknown) => {
            throw asClientError(error);
          });
          if (part?.fieldname !== 'file') {
            part?.file.resume();
            throw new AppError('VALIDATION', NO_FILE, [{ path: 'file', message: NO_FILE }]);
          }
          const upload =
            key === null
              ? await storeUpload(ctx, part, user.user_id)
              : await storeUploadOnce(ctx, part, user.user_id, key);
          return reply.status(201).send(upload);
        } catch (error) {
          // A refused upload may leave part of the body unread: close the connection after the answer
          // instead of keeping a half-read request alive (it would also hold up a graceful shutdown).
          reply.header('Connection', 'close');
          throw error;
        }
      },
    );
  });
}
