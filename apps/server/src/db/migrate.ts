import { type Kysely, Migrator } from 'kysely';
import { afterCommitOf, migrationProvider } from './migrations/index';
import type { Database } from './types';

/** Brings the schema to the latest migration; throws (naming the migration) when one fails. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // The schema matters on PostgreSQL: without it Kysely finds bookkeeping tables of other schemas.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
  const applied = (results ?? []).map((r) => r.migrationName);
  await runAfterCommit(db, applied);
  return applied;
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
