import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The similar-incidents check on arrival (the Recurrence feature, decision 052): a submission whose reporter was
 * not shown the similar incidents (a report queued offline, an API client) is checked by the server when it
 * arrives. One row per check: the candidates it found (`shown`, JSON [{id, band}], empty when none), so that
 * triage sees them and the ranking can be measured on real decisions later, as with the links' `shown`.
 * `origin` names where the candidates were shown ('arrival'); one check of each origin per incident.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('similar_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('incident_id', 'text', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('shown', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('similar_checks_incident_idx')
    .on('similar_checks')
    .columns(['incident_id', 'origin'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('similar_checks').ifExists().execute();
}
