import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * One simple runtime (docs/decisions/034-performance-architecture.md and 035-durable-email-outbox.md):
 * - the CSV export's lines written ahead go: their table, triggers and functions (migrations 120, 130, 150);
 * - PostgreSQL's counts per (status, product) go: their table, triggers and functions (migration 140);
 * - SQLite's full-text search table is written by its triggers in the writing transaction again (migration
 *   090 had a background indexer write it): pending entries are written now, the pending table goes;
 * - `email_outbox` holds the emails still to send, written in the transaction of the change that causes them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

/** FTS5 column ← expression of the incident row `r`, exactly as in migration 050. */
const SEARCHED: [string, (r: string) => string][] = [
  ['incident_number', (r) => `cast(${r}.incident_number as text)`],
  ['product', (r) => `lower(${r}.product)`],
  ['part_number', (r) => `lower(${r}.part_number)`],
  ['grn_number', (r) => `lower(${r}.grn_number)`],
  ['order_number', (r) => `lower(${r}.order_number)`],
  ['description', (r) => `lower(${r}.description)`],
  ['location_title', (r) => `lower(${r}.location_title)`],
  ['category_title', (r) => `lower(${r}.category_title)`],
  ['subcategory_title', (r) => `lower(${r}.subcategory_title)`],
  ['further_subcategory_title', (r) => `lower(${r}.further_subcategory_title)`],
];
const COLUMNS = SEARCHED.map(([column]) => column).join(', ');
const values = (r: string) => SEARCHED.map(([, expression]) => expression(r)).join(', ');
const keyOf = (r: string) => `(select key from incident_search_keys where incident_id = ${r}.id)`;
const SEARCH_TRIGGERS = ['incidents_search_insert', 'incidents_search_update', 'incidents_search_delete'];

const SQLITE_EXPORT_LINE_TRIGGERS = [
  'incident_export_lines_incident_changed',
  'incident_export_lines_incident_deleted',
  'incident_export_lines_investigation_changed',
  'incident_export_lines_investigation_inserted',
  'incident_export_lines_investigation_deleted',
];

async function upSqlite(db: AnyDb): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const trigger of SQLITE_EXPORT_LINE_TRIGGERS) await run(`drop trigger if exists ${trigger}`);
  await run('drop table if exists incident_export_lines');

  const pending = 'select key from incident_search_pending';
  await run(`delete from incident_search where rowid in (${pending})`);
  await run(`insert into incident_search (rowid, ${COLUMNS})
    select key, ${COLUMNS} from incident_search_source where key in (${pending})`);
  for (const trigger of SEARCH_TRIGGERS) await run(`drop trigger if exists ${trigger}`);
  await run(`create trigger incidents_search_insert after insert on incidents begin
    insert into incident_search_keys (incident_id) values (new.id);
    insert into incident_search (rowid, ${COLUMNS}) values (${keyOf('new')}, ${values('new')});
  end`);
  // Updates that leave the searched text alone (status changes, investigation links) are skipped.
  const changed = ['id', ...SEARCHED.map(([column]) => column)].map((c) => `old.${c} is not new.${c}`);
  await run(`create trigger incidents_search_update
    after update of id, ${COLUMNS} on incidents when ${changed.join(' or ')} begin
    delete from incident_search where rowid = ${keyOf('old')};
    update incident_search_keys set incident_id = new.id where incident_id = old.id and old.id is not new.id;
    insert into incident_search (rowid, ${COLUMNS}) values (${keyOf('new')}, ${values('new')});
  end`);
  await run(`create trigger incidents_search_delete after delete on incidents begin
    delete from incident_search where rowid = ${keyOf('old')};
    delete from incident_search_keys where incident_id = old.id;
  end`);
  await run('drop view incident_search_source');
  await run('drop table incident_search_pending');
}

async function upPostgres(db: AnyDb): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const trigger of ['inserted', 'deleted', 'updated', 'truncated']) {
    await run(`drop trigger if exists incident_counts_${trigger} on incidents`);
  }
  for (const fn of ['added', 'removed', 'changed', 'emptied']) {
    await run(`drop function if exists incident_counts_${fn}()`);
  }
  await run('drop table if exists incident_counts');
  await run('drop trigger if exists incident_export_lines_incident_changed on incidents');
  await run('drop trigger if exists incident_export_lines_investigation_changed on investigations');
  await run(
    'drop trigger if exists incident_export_lines_investigation_inserted_or_deleted on investigations',
  );
  await run('drop function if exists incident_export_lines_drop_incident()');
  await run('drop function if exists incident_export_lines_drop_investigation()');
  await run('drop table if exists incident_export_lines');
}

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) await upPostgres(db);
  else await upSqlite(db);
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // pending → sent, or failed after the last attempt.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When the next attempt may start; a claimed message's lease ends here too.
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

/**
 * Not reversible: the code before it needs the export lines and counts it dropped, which only that code
 * rebuilt. Going back means restoring a backup taken before the upgrade (docs/deployment.md).
 */
export async function down(_db: AnyDb): Promise<void> {
  throw new Error('Migration 160 cannot be undone: restore a backup taken before it');
}
