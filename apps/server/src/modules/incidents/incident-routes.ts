import { ZDistinctValues, ZHistory, ZIncidentAnswer, ZIncidentPage } from '@qi/domain/api-answers';
import { todayIso } from '@qi/domain/dates';
import { exportFileBaseName } from '@qi/domain/incident-export';
import { ZDistinctValuesQuery, ZIncidentListQuery } from '@qi/domain/incident-list-query';
import type { FastifyReply } from 'fastify';
import { type ZodType, z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { attachmentDisposition } from '../../http/content-disposition';
import type { App } from '../../http/types';
import { signingClient } from '../auth/security-log';
import { streamAttachmentsZip } from '../files/zip';
import { once } from '../idempotency/idempotency-service';
import { keyedRequest, withFreshAttachmentUrls } from '../idempotency/idempotent-request';
import { changeIncident } from './change-incident';
import { createIncident } from './create-incident';
import { incidentExportLinks } from './incident-events';
import { csvStream, EXPORT_BATCH_SIZE, EXPORT_TIME_ZONE, exportRows, xlsxStream } from './incident-export';
import { ZCreateIncidentBody, ZUpdateIncidentBody } from './incident-input';
import { listCondition, withSearchReporters } from './incident-list-repository';
import {
  findDistinctValues,
  findIncidents,
  getIncident,
  getIncidentHistory,
  listActor,
} from './incident-queries';
import { findVisibleIncident } from './incident-service';

const tags = ['incidents'];
const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
const signedIn = { access: 'signed-in' as const };
/** The answer about one incident, as the OpenAPI document names it. */
export const INCIDENT = { name: 'Incident', schema: ZIncidentAnswer };
/** The list's column filters travel as one JSON-encoded query parameter. */
const jsonQuery = ['filters'];
const answering = (name: string, schema: ZodType) => ({
  ...signedIn,
  contract: { answer: { name, schema }, jsonQuery },
});
export const ZIncidentParams = z.object({ id: z.string().min(1).max(100) });

function attachment(reply: FastifyReply, fileName: string, type: string): FastifyReply {
  return reply
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type(type);
}

export function registerIncidentRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/incidents',
    {
      config: { ...signedIn, contract: { success: 201, headers: ['Idempotency-Key'], answer: INCIDENT } },
      schema: { tags, body: ZCreateIncidentBody },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const keyed = keyedRequest(request.headers, auth.user.user_id, 'POST /v1/incidents', request.body);
      const answer = await once(
        ctx,
        keyed,
        async (key) => ({ status: 201, body: await createIncident(ctx, auth, request.body, key) }),
        (body) => withFreshAttachmentUrls(ctx, body),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    '/v1/incidents',
    { config: answering('IncidentPage', ZIncidentPage), schema: { tags, querystring: ZIncidentListQuery } },
    (request) => findIncidents(ctx, requireAuth(request), request.query),
  );

  app.get(
    '/v1/incidents/distinct',
    {
      config: answering('DistinctValues', ZDistinctValues),
      schema: { tags, querystring: ZDistinctValuesQuery },
    },
    (request) => findDistinctValues(ctx, requireAuth(request), request.query),
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/v1/incidents/export.${format}`,
      {
        config: { ...signedIn, contract: { file: EXPORT_MEDIA_TYPES[format], jsonQuery } },
        schema: { tags, querystring: ZIncidentListQuery },
      },
      async (request, reply) => {
        const actor = listActor(requireAuth(request), ctx.today());
        const query = await withSearchReporters(ctx.db, ctx.dbKind, request.query);
        // Refuses a bad filter (422) before any byte of the file is sent.
        listCondition(ctx.dbKind, query, actor);
        const fileName = `${exportFileBaseName(todayIso(EXPORT_TIME_ZONE))}.${format}`;
        const links = ctx.events.hook(incidentExportLinks);
        const rows = exportRows(ctx.db, ctx.dbKind, query, actor, EXPORT_BATCH_SIZE[ctx.dbKind], links);
        if (format === 'csv') {
          return attachment(reply, fileName, 'text/csv; charset=utf-8').send(csvStream(rows));
        }
        const stream = xlsxStream(rows, (error) => request.log.error({ err: error }, 'XLSX export failed'));
        return attachment(reply, fileName, EXPORT_MEDIA_TYPES.xlsx).send(stream);
      },
    );
  }

  app.get(
    '/v1/incidents/:id',
    { config: { ...signedIn, contract: { answer: INCIDENT } }, schema: { tags, params: ZIncidentParams } },
    (request) => getIncident(ctx, requireAuth(request), request.params.id),
  );

  app.put(
    '/v1/incidents/:id',
    {
      config: { ...signedIn, contract: { answer: INCIDENT } },
      schema: { tags, params: ZIncidentParams, body: ZUpdateIncidentBody },
    },
    (request) =>
      changeIncident(ctx, requireAuth(request), request.params.id, request.body, signingClient(request)),
  );

  app.get(
    '/v1/incidents/:id/history',
    { config: answering('History', ZHistory), schema: { tags, params: ZIncidentParams } },
    (request) => getIncidentHistory(ctx, requireAuth(request), request.params.id),
  );

  app.get(
    '/v1/incidents/:id/attachments.zip',
    {
      config: { ...signedIn, contract: { file: 'application/zip' } },
      schema: { tags, params: ZIncidentParams },
    },
    async (request, reply) => {
      const incident = await findVisibleIncident(ctx.db, requireAuth(request), request.params.id);
      return streamAttachmentsZip(ctx, incident.attachments, reply);
    },
  );
}
