import { defineJob } from '../jobs/define-job';

/** How often queued emails are looked for. */
const EMAIL_OUTBOX_INTERVAL_MS = 1000;

/**
 * Sends the queued emails once per cluster (several processes would only compete for the same rows). Each
 * email's own retries and backoff live in its outbox row; the job's retry only covers a pass that failed as
 * a whole (the database was unreachable).
 */
export const emailOutboxJob = defineJob({
  name: 'email-outbox',
  every: EMAIL_OUTBOX_INTERVAL_MS,
  retry: { attempts: 3, backoffMs: 1000 },
  run: (ctx, { signal }) => ctx.emailOutbox.sendDue(signal),
});
