import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import {
  normaliseWebhookEvents,
  type TCreateWebhookRequest,
  type TUpdateWebhookRequest,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhookDeliveryList,
  type TWebhookDeliveryQuery,
  type TWebhookWithSecret,
  WEBHOOK_MSG,
  WEBHOOK_TEST_EVENT,
} from '@qi/domain/webhooks';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import { assertWebhookUrl } from './webhook-address';
import { webhookPayload } from './webhook-payloads';
import { presentDelivery, presentWebhook, presentWebhookWithSecret } from './webhook-presenter';
import { newMessageId } from './webhook-queue';
import {
  deleteEndpoint,
  failPendingDeliveries,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
  type WebhookEndpointRecord,
} from './webhook-repository';

/** A new signing secret: `whsec_` and 24 random bytes in base64, as the Standard Webhooks libraries take it. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const history = (
  trx: Db,
  auth: AuthContext,
  id: string,
  action: string,
  changes: Record<string, unknown>,
  now: string,
) =>
  insertHistory(trx, {
    entityType: 'reference',
    entityId: `webhooks/${id}`,
    actorId: auth.user.user_id,
    action,
    changes,
    now,
  });

async function requireEndpoint(db: Db, id: string, forUpdate: boolean): Promise<WebhookEndpointRecord> {
  const endpoint = await findEndpoint(db, id, forUpdate);
  if (!endpoint) throw new AppError('NOT_FOUND', WEBHOOK_MSG.notFound);
  return endpoint;
}

export async function findWebhooks(ctx: AppContext): Promise<TWebhook[]> {
  return (await listEndpoints(ctx.db)).map(presentWebhook);
}

/** POST /v1/webhooks: the answer carries the signing secret, the only time it is shown. */
export async function addWebhook(
  ctx: AppContext,
  auth: AuthContext,
  input: TCreateWebhookRequest,
): Promise<TWebhookWithSecret> {
  await assertWebhookUrl(input.url, ctx.config.webhooks.allowPrivateAddresses);
  const now = nowIso();
  const endpoint: WebhookEndpointRecord = {
    id: randomUUID(),
    url: input.url,
    description: input.description,
    events: normaliseWebhookEvents(input.events),
    secret: newSecret(),
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    createdBy: auth.user.user_id,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertEndpoint(trx, endpoint);
    await history(
      trx,
      auth,
      endpoint.id,
      'webhook-added',
      { url: endpoint.url, events: endpoint.events },
      now,
    );
  });
  return presentWebhookWithSecret(endpoint);
}

/** PUT /v1/webhooks/{id}: enabling again clears the failure count; disabling gives up pending deliveries. */
export async function changeWebhook(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: TUpdateWebhookRequest,
): Promise<TWebhook> {
  if (input.url !== undefined) await assertWebhookUrl(input.url, ctx.config.webhooks.allowPrivateAddresses);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireEndpoint(trx, id, locksRows(ctx.dbKind));
    const enabled = input.enabled ?? before.enabled;
    const next: WebhookEndpointRecord = {
      ...before,
      url: input.url ?? before.url,
      description: input.description ?? before.description,
      events: input.events ? normaliseWebhookEvents(input.events) : before.events,
      enabled,
      disabledReason: enabled ? null : before.enabled ? WEBHOOK_MSG.disabledByAdmin : before.disabledReason,
      consecutiveFailures: enabled && !before.enabled ? 0 : before.consecutiveFailures,
      updatedAt: nowIso(),
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of ['url', 'description', 'events', 'enabled'] as const) {
      if (JSON.stringify(before[key]) !== JSON.stringify(next[key])) {
        changes[key] = { from: before[key], to: next[key] };
      }
    }
    if (Object.keys(changes).length === 0) return presentWebhook(before);
    await updateEndpoint(trx, next);
    if (before.enabled && !enabled) {
      await failPendingDeliveries(trx, id, WEBHOOK_MSG.disabledByAdmin);
    }
    const action = before.enabled && !enabled ? 'webhook-disabled' : 'webhook-changed';
    await history(trx, auth, id, action, changes, next.updatedAt);
    return presentWebhook(next);
  });
}

/** POST /v1/webhooks/{id}/secret: a new signing secret, effective for the next attempt. */
export async function rotateWebhookSecret(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<TWebhookWithSecret> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireEndpoint(trx, id, locksRows(ctx.dbKind));
    const next = { ...before, secret: newSecret(), updatedAt: nowIso() };
    await updateEndpoint(trx, next);
    await history(trx, auth, id, 'webhook-secret-rotated', {}, next.updatedAt);
    return presentWebhookWithSecret(next);
  });
}

/** DELETE /v1/webhooks/{id}: the endpoint and its delivery log. */
export async function removeWebhook(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const endpoint = await requireEndpoint(trx, id, locksRows(ctx.dbKind));
    await deleteEndpoint(trx, id);
    await history(trx, auth, id, 'webhook-deleted', { url: endpoint.url }, nowIso());
  });
}

export async function findWebhookDeliveries(
  ctx: AppContext,
  id: string,
  query: TWebhookDeliveryQuery,
): Promise<TWebhookDeliveryList> {
  await requireEndpoint(ctx.db, id, false);
  const { items, total } = await listDeliveries(ctx.db, id, query.page, query.rowsPerPage);
  return { items: items.map(presentDelivery), total, page: query.page, rowsPerPage: query.rowsPerPage };
}

/**
 * POST /v1/webhooks/{id}/deliveries/{deliveryId}/replay: a new delivery of the same message (same
 * `webhook-id`, same body), due at once.
 */
export async function replayWebhookDelivery(
  ctx: AppContext,
  id: string,
  deliveryId: string,
): Promise<TWebhookDelivery> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireEndpoint(trx, id, locksRows(ctx.dbKind));
    const original = await findDelivery(trx, id, deliveryId);
    if (!original) throw new AppError('NOT_FOUND', WEBHOOK_MSG.deliveryNotFound);
    const replay = {
      id: randomUUID(),
      messageId: original.messageId,
      endpointId: id,
      event: original.event,
      payload: original.payload,
      now: nowIso(),
    };
    await insertDeliveries(trx, [replay]);
    const queued = await findDelivery(trx, id, replay.id);
    if (!queued) throw new Error('The replayed delivery was not written');
    return presentDelivery(queued);
  });
}

/** POST /v1/webhooks/{id}/test: queues a `webhook.test` message to this endpoint. */
export async function sendTestWebhook(ctx: AppContext, id: string): Promise<TWebhookDelivery> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireEndpoint(trx, id, locksRows(ctx.dbKind));
    const now = nowIso();
    const payload = webhookPayload(WEBHOOK_TEST_EVENT, now, {
      message: 'A test event from Quality Incidents.',
    });
    const delivery = {
      id: randomUUID(),
      messageId: newMessageId(),
      endpointId: id,
      event: WEBHOOK_TEST_EVENT,
      payload: JSON.stringify(payload),
      now,
    };
    await insertDeliveries(trx, [delivery]);
    const queued = await findDelivery(trx, id, delivery.id);
    if (!queued) throw new Error('The test delivery was not written');
    return presentDelivery(queued);
  });
}
