import { canEditInvestigations } from '@qi/domain/access';
import { ZHistory, ZInvestigationAnswer, ZInvestigationPage } from '@qi/domain/api-answers';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@qi/domain/constants';
import { canReopenInvestigations, ZReopenInvestigationRequest } from '@qi/domain/record-version';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { signingClient } from '../auth/security-log';
import { withoutRecordFieldsBut } from './investigation-echoed-fields';
import { findInvestigations, getInvestigation, getInvestigationHistory } from './investigation-queries';
import { reopenInvestigation } from './investigation-reopen-service';
import { ZUpdateInvestigationBody } from './investigation-signers-input';
import {
  canStartInvestigations,
  createInvestigation,
  startInvestigation,
} from './investigation-start-service';
import { changeInvestigation } from './investigation-update-service';

const tags = ['investigations'];
/** The answer about one investigation, as the OpenAPI document names it. */
export const INVESTIGATION = { name: 'Investigation', schema: ZInvestigationAnswer };
const signedIn = { access: 'signed-in' as const };
const editors = { access: canEditInvestigations };
const ZId = z.string().trim().min(1).max(100);
const ZInvestigationParams = z.object({ id: ZId });

/**
 * Both forms: `{ incidentId, copyFrom? }` starts an investigation on the incident; an investigation body without
 * `incidentId` (the specification's form) creates one to start by the incident's status. Other fields of an
 * investigation record are dropped (a new investigation starts empty); any other key is refused (422).
 */
export const ZStartInvestigationBody = z.preprocess(
  withoutRecordFieldsBut(['incidentDescription']),
  z
    .strictObject({
      incidentId: ZId.optional(),
      copyFrom: ZId.nullish(),
      incidentDescription: z.string().max(20_000).optional(),
    })
    .refine((body) => body.incidentId !== undefined || body.incidentDescription !== undefined, {
      message: 'incidentId is required.',
      path: ['incidentId'],
    }),
);

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
  overdue: z
    .enum(['true', 'false'], { error: "overdue must be 'true' or 'false'." })
    .optional()
    .transform((v) => v === 'true'),
  sortBy: z
    .enum(['updated_at', 'dueDate'], { error: "sortBy must be 'updated_at' or 'dueDate'." })
    .optional(),
});

export function registerInvestigationRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/investigations',
    {
      config: { access: canStartInvestigations, contract: { success: 201, answer: INVESTIGATION } },
      schema: { tags, body: ZStartInvestigationBody },
    },
    async (request, reply) => {
      const { incidentId, copyFrom, incidentDescription } = request.body;
      const investigation = incidentId
        ? await startInvestigation(ctx, requireAuth(request), { incidentId, copyFrom })
        : await createInvestigation(ctx, requireAuth(request), {
            incidentDescription: incidentDescription ?? '',
          });
      return reply.status(201).send(investigation);
    },
  );

  app.get(
    '/v1/investigations',
    {
      config: { ...editors, contract: { answer: { name: 'InvestigationPage', schema: ZInvestigationPage } } },
      schema: { tags, querystring: ZInvestigationListQuery },
    },
    (request) => findInvestigations(ctx, { ...request.query, today: ctx.today() }),
  );

  app.get(
    '/v1/investigations/:id',
    {
      config: { ...signedIn, contract: { answer: INVESTIGATION } },
      schema: { tags, params: ZInvestigationParams },
    },
    (request) => getInvestigation(ctx, requireAuth(request), request.params.id),
  );

  app.put(
    '/v1/investigations/:id',
    {
      config: { ...editors, contract: { answer: INVESTIGATION } },
      schema: { tags, params: ZInvestigationParams, body: ZUpdateInvestigationBody },
    },
    (request) =>
      changeInvestigation(ctx, requireAuth(request), request.params.id, request.body, signingClient(request)),
  );

  app.post(
    '/v1/investigations/:id/reopen',
    {
      config: { access: canReopenInvestigations, contract: { answer: INVESTIGATION } },
      schema: { tags, params: ZInvestigationParams, body: ZReopenInvestigationRequest },
    },
    (request) =>
      reopenInvestigation(ctx, requireAuth(request), request.params.id, request.body, signingClient(request)),
  );

  app.get(
    '/v1/investigations/:id/history',
    {
      config: { ...signedIn, contract: { answer: { name: 'History', schema: ZHistory } } },
      schema: { tags, params: ZInvestigationParams },
    },
    (request) => getInvestigationHistory(ctx, request.params.id),
  );
}
