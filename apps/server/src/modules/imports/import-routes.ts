import fastifyMultipart from '@fastify/multipart';
import { canAccessAdministration } from '@qi/domain/access';
import { AppError, isAppError } from '@qi/domain/app-error';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import {
  ZCreateSavedMappingRequest,
  ZImport,
  ZImportDryRun,
  ZImportKind,
  ZImportList,
  ZImportPlanRequest,
  ZImportUpload,
  ZSavedMapping,
} from '@qi/domain/incident-import-schemas';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { download } from '../../http/content-disposition';
import type { App } from '../../http/types';
import { importReportStream, reportFileName } from './import-report';
import { findImport, listSavedMappings } from './import-repository';
import {
  addSavedMapping,
  dryRunImport,
  findImportDetail,
  findImports,
  removeSavedMapping,
  runImport,
} from './import-service';
import { undoImport } from './import-undo';
import { storeImportFile } from './import-upload';

const tags = ['imports'];
const access = canAccessAdministration;
const id = z.string().min(1).max(100);
const ZImportParams = z.object({ id });
const ZUploadQuery = z.strictObject({ kind: ZImportKind.default('incidents') });
const NOT_MULTIPART = 'Please send the file as multipart/form-data with one "file" part.';
const NO_FILE = 'Please choose a file to upload.';

/** The multipart parser's own errors for a body it cannot read are the client's: 400, never 500. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (isAppError(error) || (typeof status === 'number' && status >= 400 && status < 500)) return error;
  return new AppError('BAD_REQUEST', 'The multipart/form-data body is not valid.');
}

/** docs/api.md "Imports" (decision 054): admins bring an incident log or reference data from CSV or XLSX. */
export function registerImportRoutes(app: App, ctx: AppContext): void {
  // Encapsulated: only the upload parses multipart bodies, with the import's own size limit.
  app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: ctx.config.imports.maxFileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
    scope.post(
      '/v1/imports',
      {
        config: { access, contract: { success: 201, multipart: true } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: ZUploadQuery,
          response: { 201: ZImportUpload },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        try {
          if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
          const part = await request.file().catch((error: unknown) => {
            throw asClientError(error);
          });
          if (part?.fieldname !== 'file') {
            part?.file.resume();
            throw new AppError('VALIDATION', NO_FILE, [{ path: 'file', message: NO_FILE }]);
          }
          const upload = await storeImportFile(ctx, part, request.query.kind, user.user_id);
          return reply.status(201).send(upload);
        } catch (error) {
          // A refused upload may leave part of the body unread: close the connection after the answer.
          reply.header('Connection', 'close');
          throw error;
        }
      },
    );
  });
  app.get('/v1/imports', { config: { access }, schema: { tags, response: { 200: ZImportList } } }, () =>
    findImports(ctx),
  );
  app.get(
    '/v1/imports/:id',
    { config: { access }, schema: { tags, params: ZImportParams, response: { 200: ZImportUpload } } },
    (request) => findImportDetail(ctx, request.params.id),
  );
  app.post(
    '/v1/imports/:id/dry-run',
    {
      config: { access },
      schema: { tags, params: ZImportParams, body: ZImportPlanRequest, response: { 200: ZImportDryRun } },
    },
    (request) => dryRunImport(ctx, requireAuth(request), request.params.id, request.body),
  );
  app.post(
    '/v1/imports/:id/run',
    {
      config: { access },
      schema: { tags, params: ZImportParams, body: ZImportPlanRequest, response: { 200: ZImport } },
    },
    (request) => runImport(ctx, requireAuth(request), request.params.id, request.body),
  );
  app.post(
    '/v1/imports/:id/undo',
    { config: { access }, schema: { tags, params: ZImportParams, response: { 200: ZImport } } },
    (request) => undoImport(ctx, requireAuth(request), request.params.id),
  );
  app.get(
    '/v1/imports/:id/report.csv',
    { config: { access, contract: { file: 'text/csv' } }, schema: { tags, params: ZImportParams } },
    async (request, reply) => {
      const record = await findImport(ctx.db, request.params.id);
      if (!record) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
      return download(reply, reportFileName(record), 'text/csv; charset=utf-8').send(
        importReportStream(ctx, record.id),
      );
    },
  );
  app.get(
    '/v1/import-mappings',
    { config: { access }, schema: { tags, response: { 200: z.array(ZSavedMapping) } } },
    () => listSavedMappings(ctx.db),
  );
  app.post(
    '/v1/import-mappings',
    {
      config: { access, contract: { success: 201 } },
      schema: { tags, body: ZCreateSavedMappingRequest, response: { 201: ZSavedMapping } },
    },
    async (request, reply) =>
      reply.status(201).send(await addSavedMapping(ctx, requireAuth(request), request.body)),
  );
  app.delete(
    '/v1/import-mappings/:id',
    { config: { access, contract: { success: 204 } }, schema: { tags, params: ZImportParams } },
    async (request, reply) => {
      await removeSavedMapping(ctx, request.params.id);
      return reply.status(204).send();
    },
  );
}
