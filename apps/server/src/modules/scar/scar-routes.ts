import { canAccessAdministration } from '@qi/domain/access';
import {
  canManageScars,
  ZChangeScarContactRequest,
  ZRaiseScarRequest,
  ZReviewScarStageRequest,
  ZScarListQuery,
  ZScarReasonRequest,
  ZShareAttachmentsRequest,
} from '@qi/domain/scar';
import { ZScarMilestoneDefaults } from '@qi/domain/scar-milestones';
import { ZScar, ZScarAuditEntry, ZScarList } from '@qi/domain/scar-views';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type App, clientInfo } from '../../http/types';
import { signingClient } from '../auth/security-log';
import { milestoneDefaults, raiseScar } from './raise-scar';
import { reviewScarStage } from './review-scar-stage';
import {
  changeContact,
  changeMilestoneDefaults,
  endScar,
  resendLink,
  shareAttachments,
} from './scar-admin-actions';
import { findScars, readScar, readScarAudit } from './scar-queries';

const tags = ['scars'];
const access = canManageScars;
const ZParams = z.object({ id: z.string().min(1).max(100) });
export const SCAR = { name: 'Scar', schema: ZScar };
const DEFAULTS = { name: 'ScarMilestoneDefaults', schema: ZScarMilestoneDefaults };

/** docs/api.md "Supplier corrective actions": the quality team's side of the requests. */
export function registerScarRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/scars',
    {
      config: { access, contract: { answer: { name: 'ScarPage', schema: ZScarList } } },
      schema: { tags, querystring: ZScarListQuery },
    },
    (request) => findScars(ctx, request.query),
  );
  app.post(
    '/v1/scars',
    {
      config: { access, contract: { success: 201, answer: SCAR } },
      schema: { tags, body: ZRaiseScarRequest },
    },
    async (request, reply) =>
      reply.status(201).send(await raiseScar(ctx, requireAuth(request), clientInfo(request), request.body)),
  );
  app.get(
    '/v1/scars/:id',
    { config: { access, contract: { answer: SCAR } }, schema: { tags, params: ZParams } },
    (request) => readScar(ctx, request.params.id),
  );
  app.get(
    '/v1/scars/:id/audit',
    {
      config: { access, contract: { answer: { name: 'ScarAudit', schema: z.array(ZScarAuditEntry) } } },
      schema: { tags, params: ZParams },
    },
    (request) => readScarAudit(ctx, request.params.id),
  );
  app.post(
    '/v1/scars/:id/review',
    {
      config: { access, contract: { answer: SCAR } },
      schema: { tags, params: ZParams, body: ZReviewScarStageRequest },
    },
    (request) =>
      reviewScarStage(ctx, requireAuth(request), signingClient(request), request.params.id, request.body),
  );
  app.post(
    '/v1/scars/:id/resend',
    { config: { access, contract: { answer: SCAR } }, schema: { tags, params: ZParams } },
    (request) => resendLink(ctx, requireAuth(request), clientInfo(request), request.params.id),
  );
  app.post(
    '/v1/scars/:id/contact',
    {
      config: { access, contract: { answer: SCAR } },
      schema: { tags, params: ZParams, body: ZChangeScarContactRequest },
    },
    (request) =>
      changeContact(ctx, requireAuth(request), clientInfo(request), request.params.id, request.body),
  );
  for (const action of ['revoke', 'close'] as const) {
    app.post(
      `/v1/scars/:id/${action}`,
      {
        config: { access, contract: { answer: SCAR } },
        schema: { tags, params: ZParams, body: ZScarReasonRequest },
      },
      (request) =>
        endScar(ctx, requireAuth(request), clientInfo(request), request.params.id, action, request.body),
    );
  }
  app.put(
    '/v1/scars/:id/shared-attachments',
    {
      config: { access, contract: { answer: SCAR } },
      schema: { tags, params: ZParams, body: ZShareAttachmentsRequest },
    },
    (request) =>
      shareAttachments(ctx, requireAuth(request), clientInfo(request), request.params.id, request.body),
  );
  app.get('/v1/scar-defaults', { config: { access, contract: { answer: DEFAULTS } }, schema: { tags } }, () =>
    milestoneDefaults(ctx.db),
  );
  app.put(
    '/v1/scar-defaults',
    {
      config: { access: canAccessAdministration, contract: { answer: DEFAULTS } },
      schema: { tags, body: ZScarMilestoneDefaults },
    },
    (request) => changeMilestoneDefaults(ctx, requireAuth(request), request.body),
  );
}
