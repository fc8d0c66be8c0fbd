import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { repeatInBackground } from '../../db/repeat-in-background';
import { deleteKeysBefore } from './idempotency-repository';

/** Keys are kept for days: an hourly pass keeps the table within an hour of the retention period. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 3_600_000;

/** Deletes the idempotency keys older than the retention period (config.idempotencyKeyMs); answers how many. */
export function purgeExpiredIdempotencyKeys(ctx: AppContext): Promise<number> {
  return deleteKeysBefore(ctx.db, new Date(Date.now() - ctx.config.idempotencyKeyMs).toISOString());
}

/** Runs the purge in the background (one process per cluster, see app.ts); returns the function that stops it. */
export function startIdempotencyKeyPurge(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  return repeatInBackground(
    IDEMPOTENCY_PURGE_INTERVAL_MS,
    async () => {
      const deleted = await purgeExpiredIdempotencyKeys(ctx);
      if (deleted > 0) log.info({ event: 'idempotency.purge', deleted }, 'expired idempotency keys deleted');
    },
    (error) => log.warn({ err: error }, 'idempotency.purge.failed'),
  );
}
