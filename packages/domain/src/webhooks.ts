import { z } from 'zod';
import { pageOf, ZAdminPageQuery } from './admin-paging';
import { ZEffectivenessCheck } from './effectiveness-check';
import { ZIncident } from './incident';
import { ZIncidentStatus } from './incident-status';
import { ZInvestigation } from './investigation';
import { ZSignal } from './signal-rules';

/**
 * Outgoing webhooks (docs/api.md "Webhooks", decision 050): an admin registers an HTTPS endpoint and the
 * events it wants; each delivery is signed with the Standard Webhooks scheme and retried with backoff.
 */

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'incident.submitted',
  'incident.status_changed',
  'disposition.approved',
  'investigation.completed',
  'effectiveness.recorded',
  'signal.raised',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event `POST /v1/webhooks/{id}/test` sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'incident.submitted': 'Incident submitted',
  'incident.status_changed': 'Incident status changed',
  'disposition.approved': 'Disposition approved',
  'investigation.completed': 'Investigation completed',
  'effectiveness.recorded': 'Effectiveness check recorded',
  'signal.raised': 'Trend signal raised',
};

/** The version of every payload's shape (`version` in the body); a breaking change gets a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/**
 * Attempts of one delivery, and the wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h
 * (7 attempts over about 18 hours).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** Deliveries given up one after another (no success between) that disable an endpoint. */
export const WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES = 5;

export const WEBHOOK_MSG = {
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
  urlRequired: 'A URL is required.',
  urlInvalid: 'The URL must be a valid https:// address.',
  urlHttps: 'The URL must use https://.',
  urlCredentials: 'The URL must not contain a user name or password.',
  urlUnresolved: 'The URL’s host name could not be resolved.',
  urlPrivate: 'The URL points to a private, loopback or otherwise internal address, which is not allowed.',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: `Events must be among ${WEBHOOK_EVENTS.join(', ')}.`,
  disabledAfterFailures: `Disabled after ${WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES} deliveries failed in a row.`,
  disabledByAdmin: 'Disabled by an administrator.',
} as const;

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MSG.eventUnknown });

const url = z
  .string({ error: WEBHOOK_MSG.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MSG.urlRequired, abort: true })
  .max(2000)
  .refine(parsesAsUrl, { error: WEBHOOK_MSG.urlInvalid });
const events = z
  .array(ZWebhookEvent, { error: WEBHOOK_MSG.eventsRequired })
  .min(1, { error: WEBHOOK_MSG.eventsRequired })
  .max(WEBHOOK_EVENTS.length * 2);

/** The events chosen, each once, in the list's order. */
export const normaliseWebhookEvents = (list: readonly WebhookEvent[]): WebhookEvent[] =>
  WEBHOOK_EVENTS.filter((e) => list.includes(e));
const description = z.string().trim().max(200);

/** `POST /v1/webhooks`. */
export const ZCreateWebhookRequest = z.strictObject({
  url,
  events,
  description: description.default(''),
});
export type TCreateWebhookRequest = z.output<typeof ZCreateWebhookRequest>;

/** `PUT /v1/webhooks/{id}`: any of the fields; enabling again clears the failure count. */
export const ZUpdateWebhookRequest = z.strictObject({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  enabled: z.boolean().optional(),
});
export type TUpdateWebhookRequest = z.output<typeof ZUpdateWebhookRequest>;

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEvent),
  enabled: z.boolean(),
  /** Why it was disabled (after repeated failure, or by an admin); null while enabled. */
  disabledReason: z.string().nullable(),
  /** Deliveries given up one after another since the last success. */
  consecutiveFailures: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The answer of a creation or a secret rotation: the only time the signing secret is shown. */
export const ZWebhookWithSecret = ZWebhook.extend({
  /** `whsec_` and the base64 key, as the Standard Webhooks libraries take it. */
  secret: z.string(),
});
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const ZWebhookDelivery = z.object({
  /** This delivery's id. */
  id: z.string(),
  /** The `webhook-id` header: the same for a replay of the same message (receivers deduplicate on it). */
  messageId: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** The JSON body sent. */
  payload: z.unknown(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryQuery = ZAdminPageQuery;
export type TWebhookDeliveryQuery = z.infer<typeof ZWebhookDeliveryQuery>;

export const ZWebhookDeliveryList = pageOf(ZWebhookDelivery);
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

// The payloads: `{ type, version, timestamp, data }`, data made of the API's own schemas.

/** The incident as the API answers it, without its attachments (their signed links expire) and long texts. */
export const ZWebhookIncident = ZIncident.pick({
  id: true,
  incidentNumber: true,
  status: true,
  severity: true,
  incidentDate: true,
  product: true,
  partNumber: true,
  defectiveQuantity: true,
  supplierId: true,
  investigationId: true,
  reportedBy: true,
  dispositionStatus: true,
  version: true,
  created_at: true,
  updated_at: true,
}).extend({ url: z.string() });
export type TWebhookIncident = z.infer<typeof ZWebhookIncident>;

export const ZWebhookInvestigation = ZInvestigation.pick({
  id: true,
  status: true,
  assignedTo: true,
  incidentJustified: true,
  rootCauseCategory: true,
}).extend({ url: z.string() });

export const ZWebhookEffectivenessCheck = ZEffectivenessCheck.omit({ attachments: true });

/** A trend signal as a webhook sends it when raised (signal-rules.ts). */
export const ZWebhookSignal = ZSignal.pick({
  id: true,
  rule: true,
  groupKey: true,
  groupLabel: true,
  windowFrom: true,
  windowTo: true,
  observed: true,
  expected: true,
  pValue: true,
  incidents: true,
});
export type TWebhookSignal = z.infer<typeof ZWebhookSignal>;

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    type: z.literal(type),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    /** When the change happened (ISO 8601, UTC). */
    timestamp: z.string(),
    data,
  });

export const ZWebhookPayload = z.discriminatedUnion('type', [
  envelope('incident.submitted', z.object({ incident: ZWebhookIncident })),
  envelope(
    'incident.status_changed',
    z.object({ incident: ZWebhookIncident, previousStatus: ZIncidentStatus, action: z.string() }),
  ),
  envelope(
    'disposition.approved',
    z.object({ incident: ZWebhookIncident, approvedBy: z.string(), approvedAt: z.string() }),
  ),
  envelope(
    'investigation.completed',
    z.object({ investigation: ZWebhookInvestigation, completedBy: z.string() }),
  ),
  envelope('effectiveness.recorded', z.object({ check: ZWebhookEffectivenessCheck })),
  envelope('signal.raised', z.object({ signal: ZWebhookSignal })),
  envelope(WEBHOOK_TEST_EVENT, z.object({ message: z.string() })),
]);
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;

/** The toasts of the Webhooks tab. */
export const WEBHOOK_TOAST = {
  added: 'Add webhook successfully.',
  addFailed: 'Failed to add webhook.',
  saved: 'Webhook saved successfully.',
  saveFailed: 'Failed to save the webhook.',
  deleted: 'Webhook deleted.',
  deleteFailed: 'Failed to delete the webhook.',
  replayed: 'Delivery queued again.',
  replayFailed: 'Failed to replay the delivery.',
  tested: 'Test event queued.',
  testFailed: 'Failed to send a test event.',
  copied: 'Secret copied.',
} as const;
