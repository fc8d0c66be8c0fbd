import {
  canManageApiTokens,
  ZApiToken,
  ZApiTokenList,
  ZCreateApiTokenRequest,
  ZCreatedApiToken,
} from '@qi/domain/api-tokens';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { createApiToken, findApiTokens } from './create-api-token';
import { revokeApiTokenById } from './revoke-api-token';

const tags = ['api-tokens'];
const ZApiTokenParams = z.object({ id: z.string().min(1).max(100) });

/** docs/api.md "API tokens": admins list, create (the secret answered once) and revoke machines' tokens. */
export function registerApiTokenRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api-tokens',
    { config: { access: canManageApiTokens }, schema: { tags, response: { 200: ZApiTokenList } } },
    async () => ({ items: await findApiTokens(ctx) }),
  );
  app.post(
    '/v1/api-tokens',
    {
      config: { access: canManageApiTokens, contract: { success: 201 } },
      schema: { tags, body: ZCreateApiTokenRequest, response: { 201: ZCreatedApiToken } },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiToken(ctx, requireAuth(request).user.user_id, request.body)),
  );
  app.post(
    '/v1/api-tokens/:id/revoke',
    {
      config: { access: canManageApiTokens, contract: { also: [409] } },
      schema: { tags, params: ZApiTokenParams, response: { 200: ZApiToken } },
    },
    (request) => revokeApiTokenById(ctx, requireAuth(request).user.user_id, request.params.id),
  );
}
