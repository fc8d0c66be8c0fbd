import { ZIncidentLink, ZIncidentLinkRequest, ZIncidentLinks } from '@qi/domain/incident-links';
import { ZArrivalCheck } from '@qi/domain/similar-arrival';
import { ZSimilarIncidents, ZSimilarIncidentsRequest } from '@qi/domain/similar-incidents';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { getArrivalCheck } from './arrival-check-service';
import { createIncidentLink, getIncidentLinks } from './incident-links-service';
import { findSimilarIncidents } from './similar-incidents-service';

const tags = ['incidents'];
const ZParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The "Recurrence" feature: earlier incidents that look like the same problem (docs/api.md). */
export function registerRecurrenceRoutes(app: App, ctx: AppContext): void {
  // A read with the draft as its body (too long for a query string); called as people type.
  app.post(
    '/v1/incidents/similar',
    {
      config: {
        access: 'signed-in',
        contract: { answer: { name: 'SimilarIncidents', schema: ZSimilarIncidents } },
      },
      schema: { tags, body: ZSimilarIncidentsRequest },
    },
    (request) => findSimilarIncidents(ctx, requireAuth(request), request.body),
  );

  app.get(
    '/v1/incidents/:id/links',
    {
      config: {
        access: 'signed-in',
        contract: { answer: { name: 'IncidentLinks', schema: ZIncidentLinks } },
      },
      schema: { tags, params: ZParams },
    },
    (request) => getIncidentLinks(ctx, requireAuth(request), request.params.id),
  );

  // What the server's check found when the report arrived without its reporter seeing one (decision 052).
  app.get(
    '/v1/incidents/:id/arrival-check',
    {
      config: {
        access: 'signed-in',
        contract: { answer: { name: 'ArrivalCheck', schema: ZArrivalCheck } },
      },
      schema: { tags, params: ZParams },
    },
    (request) => getArrivalCheck(ctx, requireAuth(request), request.params.id),
  );

  // The reporter's "same problem as #N" and quality's verdicts; the service checks who may give which.
  app.post(
    '/v1/incidents/:id/links',
    {
      config: {
        access: 'signed-in',
        contract: { success: 201, answer: { name: 'IncidentLink', schema: ZIncidentLink } },
      },
      schema: { tags, params: ZParams, body: ZIncidentLinkRequest },
    },
    async (request, reply) => {
      const link = await createIncidentLink(ctx, requireAuth(request), request.params.id, request.body);
      return reply.status(201).send(link);
    },
  );
}
