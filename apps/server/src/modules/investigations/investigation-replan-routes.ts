import { ZReplanAnswer, ZReplanRequest } from '@qi/domain/investigation-replan';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { applyReplan, previewReplan } from './investigation-replan-service';

const tags = ['investigations'];
/** Both answer the plan (what would change, or what did). */
const signedIn = {
  access: 'signed-in' as const,
  contract: { answer: { name: 'ReplanAnswer', schema: ZReplanAnswer } },
};
const ZParams = z.object({ id: z.string().min(1).max(100) });

/** Re-planning an investigation's open sections from the due-date defaults (after a severity change). */
export function registerInvestigationReplanRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/investigations/:id/replan',
    { config: signedIn, schema: { tags, params: ZParams } },
    (request) => previewReplan(ctx, requireAuth(request), request.params.id),
  );
  app.post(
    '/v1/investigations/:id/replan',
    { config: signedIn, schema: { tags, params: ZParams, body: ZReplanRequest } },
    (request) => applyReplan(ctx, requireAuth(request), request.params.id, request.body ?? {}),
  );
}
