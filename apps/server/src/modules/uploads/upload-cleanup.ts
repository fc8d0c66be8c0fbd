import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import { deleteIfUnattached, findUnattachedBefore } from './upload-repository';

const BATCH = 100;

/**
 * Deletes the uploads attached to nothing for longer than configured (`config.uploads.unattachedMs`): each row
 * first, and only while it is still unattached (an upload attached meanwhile stays), then its stored file.
 * Answers how many it deleted; `stopped()` ends a long pass early.
 */
export async function deleteUnattachedUploads(
  ctx: AppContext,
  log: FastifyBaseLogger,
  stopped: () => boolean = () => false,
): Promise<number> {
  const before = new Date(Date.now() - ctx.config.uploads.unattachedMs).toISOString();
  let deleted = 0;
  for (;;) {
    const keys = await findUnattachedBefore(ctx.db, before, BATCH);
    for (const key of keys) {
      if (stopped()) return deleted;
      if (!(await deleteIfUnattached(ctx.db, key))) continue;
      deleted += 1;
      // The row is gone first: a file left behind by a failed delete is unreachable, never a dangling link.
      await ctx.storage.delete(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'uploads.cleanup.file-not-deleted');
      });
    }
    if (keys.length < BATCH) return deleted;
  }
}

/**
 * The clean-up every `config.uploads.cleanupIntervalMs`, once per cluster; a pass is idempotent (each delete
 * re-checks that the upload is still unattached) and ends early when the server stops.
 */
export const uploadCleanupJob = defineJob({
  name: 'uploads.cleanup',
  every: (ctx) => ctx.config.uploads.cleanupIntervalMs,
  delayFirstRun: true,
  retry: { attempts: 3, backoffMs: 60_000 },
  run: async (ctx, { signal, log }) => {
    const deleted = await deleteUnattachedUploads(ctx, log, () => signal.aborted);
    if (deleted > 0) log.info({ event: 'uploads.cleanup', deleted }, 'unattached uploads deleted');
  },
});
