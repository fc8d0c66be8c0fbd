import { ZProposeDispositionRequest } from '@qi/domain/disposition';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { ZIncidentParams } from '../incidents/incident-routes';
import { approveDisposition, proposeDisposition } from './disposition-service';

const tags = ['incidents'];
const signedIn = { access: 'signed-in' as const };
const ZApproveDispositionRequest = z.strictObject({ version: z.number().int().min(1).optional() });

export function registerDispositionRoutes(app: App, ctx: AppContext): void {
  app.put(
    '/v1/incidents/:id/disposition',
    { config: signedIn, schema: { tags, params: ZIncidentParams, body: ZProposeDispositionRequest } },
    (request) => proposeDisposition(ctx, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/v1/incidents/:id/disposition/approve',
    { config: signedIn, schema: { tags, params: ZIncidentParams, body: ZApproveDispositionRequest } },
    (request) => approveDisposition(ctx, requireAuth(request), request.params.id, request.body ?? {}),
  );
}
