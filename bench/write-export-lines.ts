/**
 * Brings a benchmark database made before the export lines (decision 029) up to date: migrates it and writes
 * every incident's CSV export record, as `bench:generate` now does at the end of a bulk load.
 *   npm run bench:export-lines -w bench [-- <data dir>]    (PostgreSQL when DATABASE_URL is set)
 */
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { writeAllExportLines } from '../apps/server/src/modules/incidents/export-line-writer';
import { benchDataDir } from './lib/bench-paths';

async function main(): Promise<void> {
  const config = loadConfig({
    DATA_DIR: benchDataDir(),
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_SCHEMA: process.env.DATABASE_SCHEMA,
    LOG_LEVEL: 'warn',
  });
  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.schema);
    const started = performance.now();
    const lines = await writeAllExportLines(handle.db, handle.kind, { batch: 2_000 });
    console.log(`${lines} export lines written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // What a server that wrote them over time would have by now: the planner's statistics of the table and,
    // on PostgreSQL, its visibility map (autovacuum would otherwise read the new table during the next run).
    await sql`${sql.raw(handle.kind === 'postgres' ? 'vacuum analyze' : 'analyze')} incident_export_lines`.execute(
      handle.db,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
