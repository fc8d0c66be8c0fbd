import type { TWebhook, TWebhookDelivery, TWebhookWithSecret } from '@qi/domain/webhooks';
import { fromDbJson } from '../../db/values';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from './webhook-repository';

/** An endpoint as the API answers it: never its secret (shown once, by presentWebhookWithSecret). */
export function presentWebhook(endpoint: WebhookEndpointRecord): TWebhook {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    consecutiveFailures: endpoint.consecutiveFailures,
    createdBy: endpoint.createdBy,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

export function presentWebhookWithSecret(endpoint: WebhookEndpointRecord): TWebhookWithSecret {
  return { ...presentWebhook(endpoint), secret: endpoint.secret };
}

export function presentDelivery(delivery: WebhookDeliveryRecord): TWebhookDelivery {
  return {
    id: delivery.id,
    messageId: delivery.messageId,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt,
    deliveredAt: delivery.deliveredAt,
    payload: fromDbJson<unknown>(delivery.payload, null),
  };
}
