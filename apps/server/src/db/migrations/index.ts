import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial';

/** Static list (no filesystem globbing) so that the bundled server carries its migrations. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
