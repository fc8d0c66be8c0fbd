import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Two more orders of the chart columns of incidents (docs/decisions/011-chart-series-queries.md), each holding
 * the status, incident number, quantity, incident date and investigation link, so that a series over them reads
 * one narrow index:
 * - by investigation: a chart that needs an investigation column reads incidents in investigation order, so
 *   that PostgreSQL merge-joins the two ordered indexes and SQLite's lookups into investigations_chart_idx
 *   come in key order (neighbouring pages, about half the cost of lookups in random order);
 * - by incident date: the series by month add up each date in index order before grouping the dates into
 *   months, instead of sorting every incident by month.
 * Without the product: PostgreSQL would then prefer these narrower indexes for the charts by product and hash
 * them, slower than adding up in order over the product-ordered indexes (030, 070). SQLite gets statistics for
 * the new indexes at once (its planner prefers them only when it knows their shape).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const CHART_COLUMNS = ['status', 'incident_number', 'defective_quantity'];

const INDEXES: [string, string[]][] = [
  ['incidents_chart_investigation_idx', ['investigation_id', 'incident_date', ...CHART_COLUMNS]],
  ['incidents_chart_date_idx', ['incident_date', ...CHART_COLUMNS, 'investigation_id']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('incidents').columns(columns).execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`analyze ${sql.raw(name)}`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
