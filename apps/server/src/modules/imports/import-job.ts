import { defineJob } from '../../jobs/define-job';
import { runWaitingImports } from './import-run';

/**
 * Runs the imports admins started (decision 054), once per cluster: every IMPORT_JOB_SECONDS it looks for a
 * waiting or interrupted run and takes it to its end, a transaction per batch of rows. A pass cut short is
 * resumed by the next one after the rows it wrote; a run that fails as a whole is marked failed (the job's own
 * retry covers only a pass that could not read the imports at all).
 */
export const incidentImportJob = defineJob({
  name: 'incident-import',
  every: (ctx) => ctx.config.imports.jobIntervalMs,
  enabled: (ctx) => ctx.config.imports.jobIntervalMs > 0,
  retry: { attempts: 3, backoffMs: 1000 },
  // A long run renews its lease every 20 s; a crashed holder's run is taken over after a minute.
  leaseMs: 60_000,
  run: (ctx, { signal, log }) => runWaitingImports(ctx, { signal, log }),
});
