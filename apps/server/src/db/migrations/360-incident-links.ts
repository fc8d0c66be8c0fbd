import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Links between incidents (the Recurrence feature, docs/api.md "Linked incidents"): a reporter's "same problem
 * as #N" and quality's verdicts on the similar incidents (duplicate of, related, not related, with a reason).
 * One row per (incident, linked incident): a new verdict replaces the previous one (the history keeps both).
 * `shown`: the candidates the panel showed when the choice was made (JSON [{id, band}]), so that the ranking
 * can be measured on real decisions later. And an index of the incidents by part number (lowered, trimmed)
 * and date: the latest incidents of the draft's part number.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('incident_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('incident_id', 'text', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('linked_incident_id', 'text', (c) =>
      c.notNull().references('incidents.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('shown', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('incident_links_pair_idx')
    .on('incident_links')
    .columns(['incident_id', 'linked_incident_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('incident_links_linked_idx')
    .on('incident_links')
    .columns(['linked_incident_id'])
    .execute();
  // The similar incidents' "same part number": the latest incidents of a part number, found by its key.
  await sql`create index incidents_part_number_key_idx
    on incidents (lower(trim(part_number)), incident_date)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('incidents_part_number_key_idx').ifExists().execute();
  await db.schema.dropTable('incident_links').ifExists().execute();
}
