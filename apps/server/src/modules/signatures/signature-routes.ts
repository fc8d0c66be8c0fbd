import { type TSignature, ZSignature } from '@qi/domain/signatures';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { download } from '../../http/content-disposition';
import type { App } from '../../http/types';
import { ZIncidentParams } from '../incidents/incident-routes';
import { findVisibleIncident } from '../incidents/incident-service';
import { auditTrailCsv, auditTrailFileName, loadAuditTrail } from './audit-trail';
import { listIncidentTrailSignatures } from './incident-investigations';

const tags = ['signatures'];
/** Who may read the incident: checked per incident (404 for one the caller may not see). */
const signedIn = { access: 'signed-in' as const };

/**
 * Reading only (the audit trail's PDF is documents/audit-trail-pdf-routes.ts): no route changes or deletes a signature record (and the database refuses it, migration 260).
 */
export function registerSignatureRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/incidents/:id/signatures',
    {
      config: { ...signedIn, contract: { answer: { name: 'Signatures', schema: z.array(ZSignature) } } },
      schema: { tags, params: ZIncidentParams },
    },
    async (request): Promise<TSignature[]> => {
      const incident = await findVisibleIncident(ctx.db, requireAuth(request), request.params.id);
      return listIncidentTrailSignatures(ctx.db, incident);
    },
  );

  app.get(
    '/v1/incidents/:id/audit-trail.csv',
    { config: { ...signedIn, contract: { file: 'text/csv' } }, schema: { tags, params: ZIncidentParams } },
    async (request, reply) => {
      const trail = await loadAuditTrail(ctx, requireAuth(request), request.params.id);
      return download(reply, auditTrailFileName(trail.incident, 'csv'), 'text/csv; charset=utf-8').send(
        auditTrailCsv(trail.rows),
      );
    },
  );
}
