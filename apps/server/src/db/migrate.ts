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
  // After the commit: e.g. a VACUUM, which PostgreSQL refuses inside a transaction. Should the process stop
  // before it, the database is still correct (autovacuum catches up later); only slower until then.
  for (const name of applied) await afterCommitOf(name)?.(db);
  return applied;
}
