import { ZMarkDispositionLineRequest, ZProposeDispositionRequest } from '@qi/domain/disposition';
import { ZSigningFields } from '@qi/domain/signatures';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { signingClient } from '../auth/security-log';
import { INCIDENT, ZIncidentParams } from '../incidents/incident-routes';
import { approveDisposition } from './approve-disposition';
import { markDispositionLineDone } from './mark-disposition-line';
import { proposeDisposition } from './propose-disposition';

const tags = ['incidents'];
/** Each answers the incident with its disposition. */
const signedIn = { access: 'signed-in' as const, contract: { answer: INCIDENT } };
/** Approving signs (docs/product.md §4 Signatures): it takes the password when signatures are on. */
const ZApproveDispositionRequest = z.strictObject({
  version: z.number().int().min(1).optional(),
  signature: ZSigningFields.shape.signature,
});
const ZDispositionLineParams = ZIncidentParams.extend({ lineId: ZIncidentParams.shape.id });
/** A new proposal withdraws an approval: a signed one needs a reason for change. */
const ZProposeDispositionBody = ZProposeDispositionRequest.extend({
  reasonForChange: ZSigningFields.shape.reasonForChange,
});

export function registerDispositionRoutes(app: App, ctx: AppContext): void {
  app.put(
    '/v1/incidents/:id/disposition',
    { config: signedIn, schema: { tags, params: ZIncidentParams, body: ZProposeDispositionBody } },
    (request) => proposeDisposition(ctx, requireAuth(request), request.params.id, request.body),
  );

  app.put(
    '/v1/incidents/:id/disposition/lines/:lineId/done',
    {
      config: signedIn,
      schema: { tags, params: ZDispositionLineParams, body: ZMarkDispositionLineRequest },
    },
    (request) =>
      markDispositionLineDone(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.lineId,
        request.body,
      ),
  );

  app.post(
    '/v1/incidents/:id/disposition/approve',
    { config: signedIn, schema: { tags, params: ZIncidentParams, body: ZApproveDispositionRequest } },
    (request) =>
      approveDisposition(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body ?? {},
        signingClient(request),
      ),
  );
}
