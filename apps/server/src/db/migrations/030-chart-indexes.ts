import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Indexes for the chart series (docs/api.md "Intelligence", POST /v1/charts/series): each series reads every
 * non-draft, non-cancelled incident. Covering indexes hold the columns the charts group and add up, so that a
 * series reads these narrow indexes instead of the wide rows (descriptions, investigation texts):
 * - incidents: status, incident date, product, quantity, investigation link and number;
 * - investigations: the id with the costs, root cause category and status (the LEFT JOIN's lookups).
 * The incidents index leads with the product so that 'by product' charts read it in group order. SQLite gets
 * statistics for the new indexes at once (its planner prefers them only when it knows their shape).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const INDEXES: [string, string, string[]][] = [
  [
    'incidents_chart_idx',
    'incidents',
    ['product', 'status', 'defective_quantity', 'incident_date', 'investigation_id', 'incident_number'],
  ],
  [
    'investigations_chart_idx',
    'investigations',
    [
      'id',
      'status',
      'cost_of_labour',
      'cost_of_material',
      'cost_adjustment',
      'root_cause_category_id',
      'root_cause_category_title',
    ],
  ],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`analyze ${sql.raw(name)}`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
