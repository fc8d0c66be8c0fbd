import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * SQLite: the full-text search table of migration 050 is written by a thread of its own, in batches, instead
 * of by the triggers inside every insert and edit of an incident (docs/decisions/019-deferred-search-index.md).
 *
 * Written row by row, the FTS5 trigram entries were about two thirds of the cost of submitting an incident
 * (0.55 of 0.8 ms of SQLite time on a 100,000-incident file: tokenising inside the INSERT, then at COMMIT a
 * new FTS5 segment and a share of the merges). Batches of 100 cost a fifth per incident.
 *
 * - `incident_search_pending` holds the keys (of `incident_search_keys`) whose FTS5 entry is missing or out
 *   of date: the insert and update triggers add a key there, nothing else.
 * - `incident_search_source` is the text each FTS5 column holds for a key, as migration 050 wrote it.
 * - The indexer (apps/server/src/db/sqlite-search-indexer.ts) replaces the entries of pending keys and deletes
 *   them from the pending table in one transaction.
 * - The search (incident-search-sql.ts) takes the FTS5 matches of keys that are not pending, and scans the
 *   few pending incidents with LIKE: the same answer at every moment.
 *
 * PostgreSQL is unchanged (its trigram indexes are written with the row).
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

const COLUMNS = SEARCHED.map(([column]) => column);
const keyOf = (r: string) => `(select key from incident_search_keys where incident_id = ${r}.id)`;
const TRIGGERS = ['incidents_search_insert', 'incidents_search_update', 'incidents_search_delete'];

async function dropTriggers(db: AnyDb): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run('create table incident_search_pending (key integer primary key)');
  await run(`create view incident_search_source as
    select k.key as key, ${SEARCHED.map(([column, expression]) => `${expression('i')} as ${column}`).join(', ')}
    from incident_search_keys k join incidents i on i.id = k.incident_id`);
  await dropTriggers(db);
  await run(`create trigger incidents_search_insert after insert on incidents begin
    insert into incident_search_keys (incident_id) values (new.id);
    insert into incident_search_pending (key) values (${keyOf('new')});
  end`);
  // As in 050, updates that leave the searched text alone (status changes, investigation links) are skipped.
  const changed = ['id', ...COLUMNS].map((c) => `old.${c} is not new.${c}`).join(' or ');
  await run(`create trigger incidents_search_update
    after update of id, ${COLUMNS.join(', ')} on incidents when ${changed} begin
    update incident_search_keys set incident_id = new.id where incident_id = old.id and old.id is not new.id;
    insert or ignore into incident_search_pending (key) values (${keyOf('new')});
  end`);
  // Deleting an FTS5 entry that was never written (a pending new incident) changes nothing.
  await run(`create trigger incidents_search_delete after delete on incidents begin
    delete from incident_search where rowid = ${keyOf('old')};
    delete from incident_search_pending where key = ${keyOf('old')};
    delete from incident_search_keys where incident_id = old.id;
  end`);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const run = (statement: string) => sql.raw(statement).execute(db);
  // Bring the FTS5 table up to date, then give the writing back to migration 050's triggers.
  const pending = 'select key from incident_search_pending';
  await run(`delete from incident_search where rowid in (${pending})`);
  await run(`insert into incident_search (rowid, ${COLUMNS.join(', ')})
    select key, ${COLUMNS.join(', ')} from incident_search_source where key in (${pending})`);
  await dropTriggers(db);
  const values = (r: string) => SEARCHED.map(([, expression]) => expression(r)).join(', ');
  await run(`create trigger incidents_search_insert after insert on incidents begin
    insert into incident_search_keys (incident_id) values (new.id);
    insert into incident_search (rowid, ${COLUMNS.join(', ')}) values (${keyOf('new')}, ${values('new')});
  end`);
  const changed = ['id', ...COLUMNS].map((c) => `old.${c} is not new.${c}`).join(' or ');
  await run(`create trigger incidents_search_update
    after update of id, ${COLUMNS.join(', ')} on incidents when ${changed} begin
    delete from incident_search where rowid = ${keyOf('old')};
    update incident_search_keys set incident_id = new.id where incident_id = old.id and old.id is not new.id;
    insert into incident_search (rowid, ${COLUMNS.join(', ')}) values (${keyOf('new')}, ${values('new')});
  end`);
  await run(`create trigger incidents_search_delete after delete on incidents begin
    delete from incident_search where rowid = ${keyOf('old')};
    delete from incident_search_keys where incident_id = old.id;
  end`);
  await run('drop view incident_search_source');
  await run('drop table incident_search_pending');
}
