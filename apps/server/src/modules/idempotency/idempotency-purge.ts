import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import { deleteKeysBefore } from './idempotency-repository';

/** Keys are kept for days: an hourly pass keeps the table within an hour of the retention period. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 3_600_000;

/** Deletes the idempotency keys older than the retention period (config.idempotencyKeyMs); answers how many. */
export function purgeExpiredIdempotencyKeys(ctx: AppContext): Promise<number> {
  return deleteKeysBefore(ctx.db, new Date(Date.now() - ctx.config.idempotencyKeyMs).toISOString());
}

/** The purge, once per cluster; deleting what is past the retention period is idempotent by itself. */
export const idempotencyKeyPurgeJob = defineJob({
  name: 'idempotency.purge',
  every: IDEMPOTENCY_PURGE_INTERVAL_MS,
  delayFirstRun: true,
  retry: { attempts: 3, backoffMs: 60_000 },
  run: async (ctx, { log }) => {
    const deleted = await purgeExpiredIdempotencyKeys(ctx);
    if (deleted > 0) log.info({ event: 'idempotency.purge', deleted }, 'expired idempotency keys deleted');
  },
});
