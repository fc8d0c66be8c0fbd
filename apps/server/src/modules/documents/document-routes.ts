import { todayIso } from '@qi/domain/dates';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { attachmentDisposition } from '../../http/content-disposition';
import type { App } from '../../http/types';
import { EXPORT_TIME_ZONE } from '../incidents/incident-export';
import { ZIncidentParams } from '../incidents/incident-routes';
import { findVisibleIncident } from '../incidents/incident-service';
import { loadIncidentDocument, tagDetails } from './document-data';
import { renderDocument } from './document-pool';
import { incidentUrl } from './tag-document';

const tags = ['documents'];
/** Who may view the incident: checked per incident (404 for one the caller may not see). */
const signedIn = { access: 'signed-in' as const };

/** '<prefix>-<incident number, or the id while it has none>.pdf'. */
function documentFileName(
  prefix: 'Incident' | 'Tag',
  incident: { id: string; incidentNumber: number | null },
) {
  return `${prefix}-${incident.incidentNumber ?? incident.id}.pdf`;
}

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type('application/pdf')
    .send(pdf);
}

export function registerDocumentRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/incidents/:id/print.pdf',
    {
      config: { ...signedIn, contract: { file: 'application/pdf' } },
      schema: { tags, params: ZIncidentParams },
    },
    async (request, reply) => {
      const facts = await loadIncidentDocument(ctx, requireAuth(request), request.params.id);
      const options = { printedOn: todayIso(EXPORT_TIME_ZONE), timeZone: EXPORT_TIME_ZONE };
      const pdf = await renderDocument(ctx, reply, { kind: 'print', facts, options });
      return sendPdf(reply, documentFileName('Incident', facts.incident), pdf);
    },
  );

  app.get(
    '/v1/incidents/:id/tag.pdf',
    {
      config: { ...signedIn, contract: { file: 'application/pdf' } },
      schema: { tags, params: ZIncidentParams },
    },
    async (request, reply) => {
      const incident = await findVisibleIncident(ctx.db, requireAuth(request), request.params.id);
      const details = await tagDetails(ctx.db, incident);
      const url = incidentUrl(ctx.config.publicUrl, incident.id);
      const pdf = await renderDocument(ctx, reply, { kind: 'tag', incident, url, details });
      return sendPdf(reply, documentFileName('Tag', incident), pdf);
    },
  );
}
