import type { Kysely } from 'kysely';

/**
 * The investigations list (docs/api.md "Investigations") pages in `updated_at` order, newest first, with the id
 * as tie-break: an index in that order lets a page read the table in order instead of sorting every row. The
 * linked incident numbers come through incidents_investigation_id_idx (001).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('investigations_updated_at_idx')
    .on('investigations')
    .columns(['updated_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('investigations_updated_at_idx').ifExists().execute();
}
