import { defineJob } from '../../jobs/define-job';
import { deliverDueWebhooks, WEBHOOK_PASS_LEASE_MS } from './webhook-delivery';

/**
 * Sends the due webhook deliveries once per cluster, every WEBHOOK_DELIVERY_SECONDS (0 turns it off). Each
 * delivery's own retries and backoff live in its row (webhook-delivery.ts); the job's retry only covers a
 * pass that failed as a whole (the database was unreachable).
 */
export const webhookDeliveryJob = defineJob({
  name: 'webhook-delivery',
  every: (ctx) => ctx.config.webhooks.deliveryIntervalMs,
  enabled: (ctx) => ctx.config.webhooks.deliveryIntervalMs > 0,
  retry: { attempts: 3, backoffMs: 1000 },
  leaseMs: WEBHOOK_PASS_LEASE_MS,
  run: (ctx, { signal }) => deliverDueWebhooks(ctx, { signal }),
});
