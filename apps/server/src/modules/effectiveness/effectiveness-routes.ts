import {
  canRescheduleEffectivenessCheck,
  ZEffectivenessCheck,
  ZRecordEffectivenessRequest,
  ZRescheduleEffectivenessRequest,
  ZStartInvestigationFromCheckRequest,
} from '@qi/domain/effectiveness-check';
import { isQualityTeam } from '@qi/domain/roles';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { signingClient } from '../auth/security-log';
import { INVESTIGATION } from '../investigations/investigation-routes';
import { startInvestigationFromCheck } from './effectiveness-restart-service';
import {
  getEffectivenessChecks,
  recordEffectivenessCheck,
  rescheduleEffectivenessCheck,
} from './effectiveness-service';

const tags = ['investigations'];
const signedIn = { access: 'signed-in' as const };
const ZParams = z.object({ id: z.string().trim().min(1).max(100) });
const CHECK = { name: 'EffectivenessCheck', schema: ZEffectivenessCheck };

export function registerEffectivenessRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/investigations/:id/effectiveness-checks',
    {
      config: {
        ...signedIn,
        contract: { answer: { name: 'EffectivenessChecks', schema: z.array(ZEffectivenessCheck) } },
      },
      schema: { tags, params: ZParams },
    },
    (request) => getEffectivenessChecks(ctx, request.params.id),
  );

  app.put(
    '/v1/effectiveness-checks/:id',
    {
      config: { access: canRescheduleEffectivenessCheck, contract: { answer: CHECK } },
      schema: { tags, params: ZParams, body: ZRescheduleEffectivenessRequest },
    },
    (request) => rescheduleEffectivenessCheck(ctx, requireAuth(request), request.params.id, request.body),
  );

  // Open to every signed-in user: the owner may have any role; the service decides for the actual check.
  app.post(
    '/v1/effectiveness-checks/:id/record',
    {
      config: { ...signedIn, contract: { answer: CHECK } },
      schema: { tags, params: ZParams, body: ZRecordEffectivenessRequest },
    },
    (request) =>
      recordEffectivenessCheck(
        ctx,
        requireAuth(request),
        signingClient(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/v1/effectiveness-checks/:id/new-investigation',
    {
      config: { access: isQualityTeam, contract: { success: 201, answer: INVESTIGATION } },
      schema: { tags, params: ZParams, body: ZStartInvestigationFromCheckRequest.optional() },
    },
    async (request, reply) => {
      const investigation = await startInvestigationFromCheck(
        ctx,
        requireAuth(request),
        signingClient(request),
        request.params.id,
        request.body ?? {},
      );
      return reply.status(201).send(investigation);
    },
  );
}
