import { todayIso } from '@qi/domain/dates';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { download } from '../../http/content-disposition';
import type { App } from '../../http/types';
import { EXPORT_TIME_ZONE } from '../incidents/incident-export';
import { ZIncidentParams } from '../incidents/incident-routes';
import { auditTrailFileName, loadAuditTrail } from '../signatures/audit-trail';
import { renderDocument } from './document-pool';

const tags = ['signatures'];
/** Who may read the incident: checked per incident (404 for one the caller may not see). */
const signedIn = { access: 'signed-in' as const };

/** The incident's audit trail as an A4 PDF (the same rows as the CSV of signatures/signature-routes.ts). */
export function registerAuditTrailPdfRoute(app: App, ctx: AppContext): void {
  app.get(
    '/v1/incidents/:id/audit-trail.pdf',
    {
      config: { ...signedIn, contract: { file: 'application/pdf' } },
      schema: { tags, params: ZIncidentParams },
    },
    async (request, reply) => {
      const trail = await loadAuditTrail(ctx, requireAuth(request), request.params.id);
      const options = { printedOn: todayIso(EXPORT_TIME_ZONE), timeZone: EXPORT_TIME_ZONE };
      const pdf = await renderDocument(ctx, reply, { kind: 'audit-trail', trail, options });
      return download(reply, auditTrailFileName(trail.incident, 'pdf'), 'application/pdf').send(pdf);
    },
  );
}
