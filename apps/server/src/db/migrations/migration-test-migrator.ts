import { Migrator } from 'kysely';
import type { Db } from '../database';
import { retryCatalogRace } from '../migrate';
import { migrationProvider } from './index';

/**
 * A migrator for migration tests, which stop at a given migration: like the app's migrateToLatest it retries
 * Kysely's catalog listing when another test file's schema drops or alters a table meanwhile (migrate.ts
 * retryCatalogRace). Without that, a PostgreSQL run fails at random with 42P01 naming another schema's table.
 */
export function testMigrator(db: Db, schema: string | undefined) {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  return {
    migrateTo: (name: string) => retryCatalogRace(() => migrator.migrateTo(name)),
    migrateToLatest: () => retryCatalogRace(() => migrator.migrateToLatest()),
  };
}
