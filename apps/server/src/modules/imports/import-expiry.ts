import { UNSTARTED_IMPORT_DAYS, unstartedImportCutoff } from '@qi/domain/incident-import-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { defineJob } from '../../jobs/define-job';
import { expireImport, findUnstartedBefore } from './import-repository';

const BATCH = 100;

/**
 * Expires the imports uploaded or dry-run but not started for `UNSTARTED_IMPORT_DAYS` days: each row first, and
 * only while it is still not started and untouched (one started or checked again meanwhile stays), then its
 * stored file. Answers how many it expired; `stopped()` ends a long pass early.
 */
export async function expireUnstartedImports(
  ctx: AppContext,
  log: FastifyBaseLogger,
  stopped: () => boolean = () => false,
): Promise<number> {
  const before = unstartedImportCutoff(new Date());
  let expired = 0;
  for (;;) {
    const imports = await findUnstartedBefore(ctx.db, before, BATCH);
    for (const { id, fileKey } of imports) {
      if (stopped()) return expired;
      if (!(await expireImport(ctx.db, id, before, nowIso()))) continue;
      expired += 1;
      // The row says expired first: a file left behind by a failed delete is unreachable, never a run's input.
      await ctx.storage.delete(fileKey).catch((error: unknown) => {
        log.warn({ err: error, key: fileKey }, 'imports.expire.file-not-deleted');
      });
    }
    if (imports.length < BATCH) return expired;
  }
}

/**
 * The imports' files that no run will read, deleted on the uploads' clean-up interval
 * (`config.uploads.cleanupIntervalMs`), once per cluster; a pass is idempotent and ends early when the server
 * stops.
 */
export const importExpiryJob = defineJob({
  name: 'imports.expire',
  every: (ctx) => ctx.config.uploads.cleanupIntervalMs,
  delayFirstRun: true,
  retry: { attempts: 3, backoffMs: 60_000 },
  run: async (ctx, { signal, log }) => {
    const expired = await expireUnstartedImports(ctx, log, () => signal.aborted);
    if (expired > 0)
      log.info({ event: 'imports.expire', expired, days: UNSTARTED_IMPORT_DAYS }, 'imports expired');
  },
});
