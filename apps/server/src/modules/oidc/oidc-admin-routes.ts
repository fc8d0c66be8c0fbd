import { canAccessAdministration } from '@qi/domain/access';
import {
  ZApproveAccessRequest,
  ZOidcAccessRequestList,
  ZOidcAccessRequestQuery,
  ZOidcSettings,
  ZSaveOidcSettingsRequest,
} from '@qi/domain/oidc';
import { ZUser } from '@qi/domain/user';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { approveAccessRequest, refuseAccessRequest } from './oidc-access-decisions';
import { findAccessRequests, readProviderSettings, saveProviderSettings } from './oidc-admin-service';

const tags = ['sign-in-provider'];
const access = canAccessAdministration;
const ZRequestParams = z.object({ id: z.string().min(1).max(100) });

/** Administration → Sign-in (decision 053): the provider's settings and the people waiting for an account. */
export function registerOidcAdminRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/sign-in-provider',
    { config: { access }, schema: { tags, response: { 200: ZOidcSettings } } },
    () => readProviderSettings(ctx),
  );
  app.put(
    '/v1/sign-in-provider',
    {
      config: { access },
      schema: { tags, body: ZSaveOidcSettingsRequest, response: { 200: ZOidcSettings } },
    },
    (request) => saveProviderSettings(ctx, requireAuth(request), request.body, request.log),
  );
  app.get(
    '/v1/sign-in-provider/requests',
    {
      config: { access },
      schema: { tags, querystring: ZOidcAccessRequestQuery, response: { 200: ZOidcAccessRequestList } },
    },
    (request) => findAccessRequests(ctx, request.query),
  );
  app.post(
    '/v1/sign-in-provider/requests/:id/approve',
    {
      config: { access },
      schema: { tags, params: ZRequestParams, body: ZApproveAccessRequest, response: { 200: ZUser } },
    },
    (request) => approveAccessRequest(ctx, requireAuth(request), request.params.id, request.body.role),
  );
  app.post(
    '/v1/sign-in-provider/requests/:id/refuse',
    { config: { access, contract: { success: 204 } }, schema: { tags, params: ZRequestParams } },
    async (request, reply) => {
      await refuseAccessRequest(ctx, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
