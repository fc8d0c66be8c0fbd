import { type Kysely, PostgresAdapter, SqliteAdapter, sql } from 'kysely';

/**
 * Covering indexes for the incident list pages (docs/decisions/012-incident-list-pages.md).
 *
 * A page is found in two steps: the ids of the page, read in sort order from a narrow index that also holds
 * every column the usual filters test (status for the drafts rule and the status filter, product, location,
 * quantity, incident date), then the full rows of those ids only. Each sortable column of the list's usual
 * sorts leads one index, followed by the id (the tie-break of every sort), so that reading the index in
 * order gives the exact order of the list and a page stops after its rows, without a sort and without
 * reading a wide row (descriptions run to kilobytes) for the rows it skips. The same index serves a range
 * filter on its leading column and the count of such a filter.
 *
 * The location index counts the location filter (always combined with a product in the list) without
 * reading rows.
 *
 * PostgreSQL also gets a narrow partial index of the incident numbers of non-drafts (what every non-admin
 * sees): the default list's deep pages (`OFFSET` up to ~90,000) walk it twice as fast as the wide index
 * with its per-entry status test (~7 ms against ~16 ms for page 449 of 200 rows). SQLite reads its list
 * indexes by name (INDEXED BY) and would not use it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const OPEN_NUMBER_INDEX = 'incidents_list_open_number_idx';

const FILTERED = ['status', 'product', 'location_id', 'defective_quantity', 'incident_date'];

const SORTED = ['incident_number', 'incident_date', 'updated_at', 'product', 'status', 'defective_quantity'];

const INDEXES: [string, string[]][] = [
  ...SORTED.map((column): [string, string[]] => [
    `incidents_list_${column}_idx`,
    [column, 'id', ...FILTERED.filter((c) => c !== column)],
  ]),
  ['incidents_list_location_idx', ['location_id', 'product', 'status']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('incidents').columns(columns).execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index ${sql.raw(OPEN_NUMBER_INDEX)} on incidents (incident_number, id)
      where status <> 'draft'`.execute(db);
  }
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const [name] of INDEXES) await sql`analyze ${sql.raw(name)}`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(OPEN_NUMBER_INDEX).ifExists().execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
