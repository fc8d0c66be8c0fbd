import fastifyMultipart from '@fastify/multipart';
import { AppError } from '@qi/domain/app-error';
import { FILE_SIZE_LIMIT_BYTES } from '@qi/domain/constants';
import {
  ZOpenLinkAnswer,
  ZOpenLinkRequest,
  ZSaveStageRequest,
  ZStartSupplierSessionRequest,
  ZSubmitStageRequest,
  ZSupplierSession,
} from '@qi/domain/scar-supplier';
import { ZScarFile, ZSupplierScar } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { requireSupplier } from '../../http/access';
import { type App, clientInfo } from '../../http/types';
import { signingClient } from '../auth/security-log';
import { audit } from './scar-audit';
import { endSession } from './scar-link-repository';
import { partiesOf } from './scar-parties';
import { requireScar } from './scar-queries';
import { acknowledgeScar, readSupplierScar, writeStage } from './supplier-answers';
import { uploadSupplierFile } from './supplier-files';
import { openLink, startSupplierSession } from './supplier-sign-in';

const tags = ['supplier'];
const supplier = 'supplier' as const;
const VIEW = { name: 'SupplierScar', schema: ZSupplierScar };
/** The link routes: an unknown token 404, a withdrawn or expired one 410, too many tries 429. */
const linkContract = { also: [404, 410, 429] };
const NOT_MULTIPART = 'Please send the file as multipart/form-data with one "file" part.';
const NO_FILE = 'Please choose a file to upload.';

/**
 * docs/api.md "Supplier corrective actions", the supplier's side (decision 051): the link's two public steps,
 * then the routes of access 'supplier', which a supplier session reaches and nothing else does.
 */
export function registerSupplierLinkRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/supplier/link',
    {
      config: { access: 'public', contract: linkContract },
      schema: { tags, body: ZOpenLinkRequest, response: { 200: ZOpenLinkAnswer } },
    },
    (request) => openLink(ctx, request.body.token, signingClient(request)),
  );
  app.post(
    '/v1/supplier/session',
    {
      config: { access: 'public', contract: linkContract },
      schema: { tags, body: ZStartSupplierSessionRequest, response: { 200: ZSupplierSession } },
    },
    (request) => startSupplierSession(ctx, request.body, signingClient(request)),
  );
  app.post(
    '/v1/supplier/session/end',
    { config: { access: supplier, contract: { success: 204 } }, schema: { tags } },
    async (request, reply) => {
      const session = requireSupplier(request);
      const now = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        const scar = await requireScar(trx, session.scarId);
        const { contact } = await partiesOf(trx, scar);
        await endSession(trx, session.sessionId, now);
        await audit(
          trx,
          scar.id,
          { kind: 'supplier', name: contact.name, client: clientInfo(request) },
          'signed-out',
          now,
        );
      });
      return reply.status(204).send();
    },
  );
  app.get(
    '/v1/supplier/scar',
    { config: { access: supplier, contract: { answer: VIEW } }, schema: { tags } },
    (request) => readSupplierScar(ctx, requireSupplier(request)),
  );
  app.post(
    '/v1/supplier/scar/acknowledge',
    { config: { access: supplier, contract: { answer: VIEW } }, schema: { tags } },
    (request) => acknowledgeScar(ctx, requireSupplier(request), clientInfo(request)),
  );
  app.put(
    '/v1/supplier/scar/answer',
    { config: { access: supplier, contract: { answer: VIEW } }, schema: { tags, body: ZSaveStageRequest } },
    (request) => writeStage(ctx, requireSupplier(request), clientInfo(request), request.body, 'save'),
  );
  app.post(
    '/v1/supplier/scar/answer/submit',
    { config: { access: supplier, contract: { answer: VIEW } }, schema: { tags, body: ZSubmitStageRequest } },
    (request) => writeStage(ctx, requireSupplier(request), clientInfo(request), request.body, 'submit'),
  );
  // Encapsulated: only this route of the module parses multipart bodies (the uploads module's limits).
  app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: FILE_SIZE_LIMIT_BYTES - 1, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
    scope.post(
      '/v1/supplier/scar/files',
      {
        config: { access: supplier, contract: { success: 201, multipart: true } },
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZScarFile } },
      },
      async (request, reply) => {
        const session = requireSupplier(request);
        try {
          if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
          const part = await request.file().catch((error: unknown) => {
            const status = (error as { statusCode?: unknown })?.statusCode;
            if (typeof status === 'number' && status >= 400 && status < 500) throw error;
            throw new AppError('BAD_REQUEST', 'The multipart/form-data body is not valid.');
          });
          if (part?.fieldname !== 'file') {
            part?.file.resume();
            throw new AppError('VALIDATION', NO_FILE, [{ path: 'file', message: NO_FILE }]);
          }
          return reply.status(201).send(await uploadSupplierFile(ctx, session, clientInfo(request), part));
        } catch (error) {
          // A refused upload may leave part of the body unread: close the connection after the answer.
          reply.header('Connection', 'close');
          throw error;
        }
      },
    );
  });
}
