import { randomUUID } from 'node:crypto';
import type { TWebhookPayload, WebhookEvent } from '@qi/domain/webhooks';
import type { Db } from '../../db/database';
import { insertDeliveries, listSubscribedEndpoints } from './webhook-repository';

/** A Standard Webhooks message id: `msg_` and a random id. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues one delivery of `payload` to every enabled endpoint subscribed to its event, in the caller's
 * transaction (the outbox: the deliveries commit or roll back with the change). Each endpoint gets its own
 * message id.
 */
export async function queueWebhook(trx: Db, event: WebhookEvent, payload: TWebhookPayload): Promise<void> {
  const endpoints = await listSubscribedEndpoints(trx, event);
  if (endpoints.length === 0) return;
  const body = JSON.stringify(payload);
  const now = new Date().toISOString();
  await insertDeliveries(
    trx,
    endpoints.map((endpoint) => ({
      id: randomUUID(),
      messageId: newMessageId(),
      endpointId: endpoint.id,
      event,
      payload: body,
      now,
    })),
  );
}
