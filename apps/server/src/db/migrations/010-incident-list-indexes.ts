import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Indexes for the incident list (docs/api.md "Incidents"): every sortable column gets an index so that a page
 * query reads the table in sort order instead of sorting all rows, and the object filters (location levels)
 * match on their ids. On PostgreSQL the default sort (incident number, newest first, nulls last) needs an index
 * in that exact order: a plain ascending index scanned backwards would put the nulls first.
 * The long description is not indexed (PostgreSQL refuses index rows over ~2.7 kB).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const INDEXES: [string, string[]][] = [
  ['incidents_defective_quantity_idx', ['defective_quantity']],
  ['incidents_grn_number_idx', ['grn_number']],
  ['incidents_order_number_idx', ['order_number']],
  ['incidents_location_title_idx', ['location_title']],
  ['incidents_category_title_idx', ['category_title']],
  ['incidents_subcategory_title_idx', ['subcategory_title']],
  ['incidents_further_subcategory_title_idx', ['further_subcategory_title']],
  ['incidents_location_id_idx', ['location_id']],
  ['incidents_category_id_idx', ['category_id']],
  ['incidents_subcategory_id_idx', ['subcategory_id']],
  ['incidents_further_subcategory_id_idx', ['further_subcategory_id']],
  ['incidents_incident_justified_idx', ['incident_justified']],
  ['incidents_status_idx', ['status']],
  ['incidents_reported_by_created_idx', ['reported_by', 'created_at']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('incidents').columns(columns).execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index incidents_number_desc_idx on incidents (incident_number desc nulls last, id desc)`.execute(
      db,
    );
  }
  await sql`insert into counters (name, value)
    select 'incident_number', coalesce(max(incident_number), 0) from incidents
    where not exists (select 1 from counters where name = 'incident_number')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('incidents_number_desc_idx').ifExists().execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
