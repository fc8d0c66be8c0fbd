import { WEBHOOK_TEST_EVENT, ZWebhookPayload } from '@qi/domain/webhooks';
import { z } from 'zod';

/**
 * The document's `webhooks` (OpenAPI 3.1): what the product POSTs to a registered endpoint for each event, with
 * the Standard Webhooks headers, so that a receiver can be generated and checked like a client
 * (docs/api.md, "Webhooks").
 */

const SIGNATURE_HEADERS = [
  ['webhook-id', "The delivery's id: the same on every attempt and replay (deduplicate on it)."],
  ['webhook-timestamp', 'Seconds since the epoch when this attempt was signed.'],
  ['webhook-signature', '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint\'s secret.'],
] as const;

/** `incident.status_changed` → `IncidentStatusChangedWebhook`. */
const schemaName = (type: string) =>
  `${type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Webhook`;

interface WebhookDocument {
  webhooks: Record<string, unknown>;
  schemas: Record<string, unknown>;
}

export function webhooksDocument(): WebhookDocument {
  const webhooks: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (const variant of ZWebhookPayload.options) {
    const type = variant.shape.type.value;
    const name = schemaName(type);
    const { $schema: _, ...schema } = z.toJSONSchema(variant, { target: 'draft-2020-12', io: 'output' });
    schemas[name] = schema;
    webhooks[type] = {
      post: {
        operationId: `webhook${name.replace(/Webhook$/, '')}`,
        summary:
          type === WEBHOOK_TEST_EVENT ? 'A test delivery sent from Administration' : `The ${type} event`,
        parameters: SIGNATURE_HEADERS.map(([header, description]) => ({
          in: 'header',
          name: header,
          required: true,
          description,
          schema: { type: 'string' },
        })),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: {
          '2XX': { description: 'Received. Any other answer, or none within 10 s, is retried with backoff.' },
        },
      },
    };
  }
  return { webhooks, schemas };
}
