import { type Kysely, Migrator } from 'kysely';
import { afterCommitOf, migrationProvider } from './migrations/index';
import { analyzeNeverAnalyzedTables } from './postgres-statistics';
import type { Database } from './types';

/** Brings the schema to the latest migration; throws (naming the migration) when one fails. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // The schema matters on PostgreSQL: without it Kysely finds bookkeeping tables of other schemas.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await retryCatalogRace(() => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
  const applied = (results ?? []).map((r) => r.migrationName);
  await runAfterCommit(db, applied);
  await analyzeNewTables(db);
  return applied;
}

/** PostgreSQL's errors for a table or a column that went away while it was being read. */
const CATALOG_RACE_CODES = new Set(['42P01', '42703']);

/**
 * Runs `migrate` again (up to `attempts` times in all) when it failed before it applied anything, with a
 * table or a column that vanished while it was read. Before it takes its lock, Kysely's migrator lists every
 * table and column of the database (to find its bookkeeping table), calling `pg_get_serial_sequence` on each:
 * a table dropped or altered meanwhile by another connection (another instance migrating, or another test's
 * schema being dropped) fails that listing with 42703 or 42P01. A failure of a migration itself is never
 * retried.
 */
export async function retryCatalogRace<R extends { error?: unknown; results?: unknown }>(
  migrate: () => Promise<R>,
  attempts = 5,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await migrate();
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    const raced = outcome.results === undefined && typeof code === 'string' && CATALOG_RACE_CODES.has(code);
    if (!raced || attempt >= attempts) return outcome;
    await wait(50 * attempt);
  }
}

/**
 * The after-commit steps of the migrations just applied, e.g. a VACUUM, which PostgreSQL refuses inside a
 * transaction. Without one the database is still correct, only slower until autovacuum catches up: a failure
 * is a warning, not a failed start.
 */
export async function runAfterCommit(
  db: Kysely<Database>,
  applied: string[],
  stepOf: typeof afterCommitOf = afterCommitOf,
): Promise<void> {
  for (const name of applied) {
    try {
      await stepOf(name)?.(db);
    } catch (error) {
      process.emitWarning(
        `After migration ${name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** PostgreSQL's statistics of tables never analysed (postgres-statistics.ts): a warning when it fails, as above. */
async function analyzeNewTables(db: Kysely<Database>): Promise<void> {
  try {
    await analyzeNeverAnalyzedTables(db);
  } catch (error) {
    process.emitWarning(`Analysing new tables: ${error instanceof Error ? error.message : String(error)}`);
  }
}
