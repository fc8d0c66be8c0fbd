import {
  WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MSG,
  WEBHOOK_RETRY_DELAYS_MS,
} from '@qi/domain/webhooks';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { insertHistory } from '../history/history-repository';
import { disabledWebhookEmails } from './webhook-disabled-email';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  countFailedDelivery,
  failPendingDeliveries,
  markDelivery,
  resetEndpointFailures,
  updateEndpoint,
} from './webhook-repository';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './webhook-sender';

/** Deliveries claimed per statement. */
const BATCH = 20;
/** How long a claimed delivery is left to its runner before another may try it. */
const LEASE_MS = 5 * 60_000;

/** The wait after the `attempts`-th failed attempt, or null when the delivery is given up. */
export function webhookRetryDelayMs(attempts: number): number | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return WEBHOOK_RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? null;
}

/** The Standard Webhooks headers of one attempt (signed now: receivers check the timestamp is recent). */
export function signedHeaders(delivery: Pick<ClaimedDelivery, 'messageId' | 'payload' | 'secret'>) {
  const sentAt = new Date();
  return {
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(delivery.secret).sign(delivery.messageId, sentAt, delivery.payload),
  };
}

/**
 * A delivery given up: counted on its endpoint, and the endpoint disabled after
 * WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES in a row, with its pending deliveries given up, a history entry and
 * an email to every active admin, in one transaction.
 */
async function countGivenUp(ctx: AppContext, endpointId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const endpoint = await countFailedDelivery(trx, endpointId, ctx.dbKind);
    if (!endpoint?.enabled || endpoint.consecutiveFailures < WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES) return;
    const now = nowIso();
    const reason = WEBHOOK_MSG.disabledAfterFailures;
    await updateEndpoint(trx, { ...endpoint, enabled: false, disabledReason: reason, updatedAt: now });
    await failPendingDeliveries(trx, endpoint.id, reason);
    await insertHistory(trx, {
      entityType: 'reference',
      entityId: `webhooks/${endpoint.id}`,
      actorId: null,
      action: 'webhook-disabled',
      changes: { enabled: { from: true, to: false } },
      reason,
      now,
    });
    await disabledWebhookEmails(ctx, trx, endpoint);
  });
}

async function attempt(ctx: AppContext, delivery: ClaimedDelivery, now: Date, signal?: AbortSignal) {
  const { allowPrivateAddresses } = ctx.config.webhooks;
  const result = await postWebhook(
    delivery.url,
    delivery.payload,
    signedHeaders(delivery),
    allowPrivateAddresses,
    signal,
  );
  if (result.ok) {
    await markDelivery(ctx.db, delivery.id, {
      status: 'succeeded',
      statusCode: result.statusCode,
      error: null,
      nextAttemptAt: null,
      deliveredAt: nowIso(),
    });
    await resetEndpointFailures(ctx.db, delivery.endpointId);
    return;
  }
  const delay = webhookRetryDelayMs(delivery.attempts);
  await markDelivery(ctx.db, delivery.id, {
    status: delay === null ? 'failed' : 'pending',
    statusCode: result.statusCode,
    error: result.error,
    nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay).toISOString(),
    deliveredAt: null,
  });
  if (delay === null) await countGivenUp(ctx, delivery.endpointId);
}

async function pass(ctx: AppContext, now: Date, signal?: AbortSignal): Promise<void> {
  for (;;) {
    const deliveries = await claimDueDeliveries(ctx.db, ctx.dbKind, BATCH, LEASE_MS, now);
    // One endpoint at a time would let a slow one hold up the rest: a batch is sent concurrently.
    await Promise.all(deliveries.map((delivery) => attempt(ctx, delivery, now, signal)));
    if (deliveries.length < BATCH || signal?.aborted) break;
  }
}

const running = new WeakMap<AppContext, Promise<void>>();

/**
 * Sends every delivery that is due at `now` (by default the clock; tests move it to reach the retries), after
 * any pass already running in this process. Several processes share the work through the claim.
 */
export function deliverDueWebhooks(
  ctx: AppContext,
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<void> {
  const previous = running.get(ctx) ?? Promise.resolve();
  const next = previous.then(() => pass(ctx, options.now ?? new Date(), options.signal));
  running.set(
    ctx,
    next.catch(() => undefined),
  );
  return next;
}

/** How long a pass may hold its lease: a batch is bounded by the attempt's timeout. */
export const WEBHOOK_PASS_LEASE_MS = LEASE_MS + WEBHOOK_TIMEOUT_MS;
