import { canEditInvestigations } from '@qi/domain/access';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@qi/domain/constants';
import { canReopenInvestigations, ZReopenInvestigationRequest } from '@qi/domain/record-version';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { findInvestigations, getInvestigation, getInvestigationHistory } from './investigation-queries';
import { reopenInvestigation } from './investigation-reopen-service';
import { ZUpdateInvestigationBody } from './investigation-signers-input';
import { canStartInvestigations, startInvestigation } from './investigation-start-service';
import { changeInvestigation } from './investigation-update-service';

const tags = ['investigations'];
const signedIn = { access: 'signed-in' as const };
const editors = { access: canEditInvestigations };
const ZId = z.string().trim().min(1).max(100);
const ZInvestigationParams = z.object({ id: ZId });

export const ZStartInvestigationBody = z.object({
  incidentId: ZId,
  copyFrom: ZId.nullish(),
});

export const ZInvestigationListQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(0).max(1_000_000).default(0),
  rowsPerPage: z.coerce
    .number({ error: 'rowsPerPage must be a number.' })
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), {
      error: `rowsPerPage must be one of ${ADMIN_PAGE_SIZES.join(', ')}.`,
    })
    .default(ADMIN_DEFAULT_PAGE_SIZE),
  search: z.string().max(200).default(''),
});

export function registerInvestigationRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/investigations',
    { config: { access: canStartInvestigations }, schema: { tags, body: ZStartInvestigationBody } },
    async (request, reply) => {
      const investigation = await startInvestigation(ctx, requireAuth(request), request.body);
      return reply.status(201).send(investigation);
    },
  );

  app.get(
    '/v1/investigations',
    { config: editors, schema: { tags, querystring: ZInvestigationListQuery } },
    (request) => findInvestigations(ctx, request.query),
  );

  app.get(
    '/v1/investigations/:id',
    { config: signedIn, schema: { tags, params: ZInvestigationParams } },
    (request) => getInvestigation(ctx, requireAuth(request), request.params.id),
  );

  app.put(
    '/v1/investigations/:id',
    { config: editors, schema: { tags, params: ZInvestigationParams, body: ZUpdateInvestigationBody } },
    (request) => changeInvestigation(ctx, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/v1/investigations/:id/reopen',
    {
      config: { access: canReopenInvestigations },
      schema: { tags, params: ZInvestigationParams, body: ZReopenInvestigationRequest },
    },
    (request) => reopenInvestigation(ctx, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/v1/investigations/:id/history',
    { config: signedIn, schema: { tags, params: ZInvestigationParams } },
    (request) => getInvestigationHistory(ctx, request.params.id),
  );
}
