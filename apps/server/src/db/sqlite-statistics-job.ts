import { defineJob } from '../jobs/define-job';
import { refreshSqliteStatistics, STATISTICS_INTERVAL_MS } from './sqlite-statistics';

/**
 * SQLite's planner statistics refreshed every STATISTICS_INTERVAL_MS (SQLite only: PostgreSQL's autovacuum
 * does it). The start of the server refreshes them too (app.ts), so the first pass waits for the schedule.
 */
export const sqliteStatisticsJob = defineJob({
  name: 'sqlite.statistics',
  every: STATISTICS_INTERVAL_MS,
  enabled: (ctx) => ctx.dbKind === 'sqlite',
  delayFirstRun: true,
  retry: { attempts: 2, backoffMs: 60_000 },
  run: (ctx) => refreshSqliteStatistics({ db: ctx.db, kind: ctx.dbKind }),
});
