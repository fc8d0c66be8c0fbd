import { canAccessAdministration } from '@qi/domain/access';
import {
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  ZWebhook,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryQuery,
  ZWebhookWithSecret,
} from '@qi/domain/webhooks';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import {
  addWebhook,
  changeWebhook,
  findWebhookDeliveries,
  findWebhooks,
  removeWebhook,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
} from './webhook-service';

const tags = ['webhooks'];
const id = z.string().min(1).max(100);
const ZWebhookParams = z.object({ id });
const ZDeliveryParams = z.object({ id, deliveryId: id });
const access = canAccessAdministration;

/** docs/api.md "Webhooks": admins register endpoints, read their delivery log and replay deliveries. */
export function registerWebhookRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/webhooks',
    { config: { access }, schema: { tags, response: { 200: z.array(ZWebhook) } } },
    () => findWebhooks(ctx),
  );
  app.post(
    '/v1/webhooks',
    {
      config: { access, contract: { success: 201 } },
      schema: { tags, body: ZCreateWebhookRequest, response: { 201: ZWebhookWithSecret } },
    },
    async (request, reply) =>
      reply.status(201).send(await addWebhook(ctx, requireAuth(request), request.body)),
  );
  app.put(
    '/v1/webhooks/:id',
    {
      config: { access },
      schema: { tags, params: ZWebhookParams, body: ZUpdateWebhookRequest, response: { 200: ZWebhook } },
    },
    (request) => changeWebhook(ctx, requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/v1/webhooks/:id',
    { config: { access, contract: { success: 204 } }, schema: { tags, params: ZWebhookParams } },
    async (request, reply) => {
      await removeWebhook(ctx, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/v1/webhooks/:id/secret',
    {
      config: { access },
      schema: { tags, params: ZWebhookParams, response: { 200: ZWebhookWithSecret } },
    },
    (request) => rotateWebhookSecret(ctx, requireAuth(request), request.params.id),
  );
  app.post(
    '/v1/webhooks/:id/test',
    {
      config: { access, contract: { success: 201 } },
      schema: { tags, params: ZWebhookParams, response: { 201: ZWebhookDelivery } },
    },
    async (request, reply) => reply.status(201).send(await sendTestWebhook(ctx, request.params.id)),
  );
  app.get(
    '/v1/webhooks/:id/deliveries',
    {
      config: { access },
      schema: {
        tags,
        params: ZWebhookParams,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: ZWebhookDeliveryList },
      },
    },
    (request) => findWebhookDeliveries(ctx, request.params.id, request.query),
  );
  app.post(
    '/v1/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: { access, contract: { success: 201 } },
      schema: { tags, params: ZDeliveryParams, response: { 201: ZWebhookDelivery } },
    },
    async (request, reply) =>
      reply.status(201).send(await replayWebhookDelivery(ctx, request.params.id, request.params.deliveryId)),
  );
}
