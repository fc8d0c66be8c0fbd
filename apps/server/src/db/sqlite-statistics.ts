import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** How often a running server refreshes SQLite's planner statistics. */
export const STATISTICS_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * SQLite chooses between indexes (e.g. a filter's index or the sort column's) from the statistics that
 * ANALYZE stores in sqlite_stat1. A database that starts empty and grows has none, or stale ones, unless
 * something runs ANALYZE. With `analysis_limit` each index is sampled (~1,000 rows), so even a large database
 * is analysed in a moment. PostgreSQL's autovacuum does this by itself.
 */
export async function refreshSqliteStatistics(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  if (handle.kind !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(handle.db);
  await sql`analyze`.execute(handle.db);
}
