import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * The incident list sorted by incident date (docs/api.md "Incidents") orders by (incident_date, id). With the
 * id in the index, a page query reads the index in order and stops after the page (no sort of the rows
 * before it, not even of the ties on a date). The list repository steers SQLite to this scan when a filter
 * keeps a large share of the list (see incident-list-repository.ts). SQLite gets statistics for the index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('incidents_incident_date_id_idx')
    .on('incidents')
    .columns(['incident_date', 'id'])
    .execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    await sql`analyze incidents_incident_date_id_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('incidents_incident_date_id_idx').ifExists().execute();
}
