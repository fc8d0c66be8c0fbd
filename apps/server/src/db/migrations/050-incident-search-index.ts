import { type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';

/**
 * An index for the incident list's global search (docs/decisions/010-incident-search-index.md): a substring
 * search, case-insensitive, over the searched columns and the incident number as text, which otherwise reads
 * every incident.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, kept in step with `incidents` by triggers. It holds
 * `lower(column)`, which lowers ASCII letters only, with a case-sensitive tokenizer, so that a match is exactly
 * what `like` matches (case-insensitive for ASCII letters only); FTS5's own case folding would also fold
 * other letters. Each searched column is its own FTS5 column, so a term cannot match across two columns.
 * The FTS5 rowid is the key of `incident_search_keys`, never the implicit rowid of `incidents`, which VACUUM
 * may renumber (incidents has a text primary key). The FTS5 table is contentless-delete: it stores no copy
 * of the text and deletes an entry by rowid. An index on incidents (id, status, reported_by, incident_number)
 * serves the count of the matches and their default order (see below).
 *
 * PostgreSQL: pg_trgm and one GIN trigram index per searched column (and one on the number as text); the
 * search's `ilike … or ilike …` combines them in a BitmapOr. Per-column indexes keep the query the plain OR
 * (one ILIKE per row instead of a concatenated expression plus the exact per-column re-check) and give the
 * planner per-column statistics.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

/** FTS5 column ← expression of the incident row (`r` is `new` in triggers, the table in the backfill). */
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

async function upSqlite(db: AnyDb): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run(`create table incident_search_keys (
    key integer primary key,
    incident_id text not null unique
  )`);
  await run(`create virtual table incident_search using fts5(
    ${COLUMNS},
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
  )`);
  // Existing rows, read and keyed in table order so that the FTS5 index is built in ascending rowids.
  await run('insert into incident_search_keys (incident_id) select id from incidents');
  await run(`insert into incident_search (rowid, ${COLUMNS})
    select k.key, ${values('i')} from incidents i join incident_search_keys k on k.incident_id = i.id`);
  // One b-tree per column instead of the many segments of a bulk insert: fewer lookups per search.
  await run(`insert into incident_search (incident_search) values ('optimize')`);

  // The matches are found by id. Their count (each page's total) tests only the visibility rules (status,
  // reporter), and a page in the default order sorts them by number: with these in an id index neither reads
  // a table row (6,000 matches at 100,000 incidents: count ~8 ms instead of ~27, page ~22 ms instead of ~60).
  await run(
    'create index incidents_id_visibility_idx on incidents (id, status, reported_by, incident_number)',
  );
  await run('analyze incidents_id_visibility_idx');

  await run(`create trigger incidents_search_insert after insert on incidents begin
    insert into incident_search_keys (incident_id) values (new.id);
    insert into incident_search (rowid, ${COLUMNS}) values (${keyOf('new')}, ${values('new')});
  end`);
  // Most updates (status changes, investigation links) leave the searched text alone: the WHEN skips them.
  const searchedColumns = SEARCHED.map(([column]) => column);
  const changed = ['id', ...searchedColumns].map((c) => `old.${c} is not new.${c}`).join(' or ');
  await run(`create trigger incidents_search_update
    after update of id, ${searchedColumns.join(', ')} on incidents when ${changed} begin
    delete from incident_search where rowid = ${keyOf('old')};
    update incident_search_keys set incident_id = new.id where incident_id = old.id and old.id is not new.id;
    insert into incident_search (rowid, ${COLUMNS}) values (${keyOf('new')}, ${values('new')});
  end`);
  await run(`create trigger incidents_search_delete after delete on incidents begin
    delete from incident_search where rowid = ${keyOf('old')};
    delete from incident_search_keys where incident_id = old.id;
  end`);
}

/** PostgreSQL: the indexed expressions, exactly as the search writes them (incident-search-sql.ts). */
export const TRIGRAM_INDEXES: [string, string][] = [
  ['incidents_product_trgm_idx', 'product'],
  ['incidents_part_number_trgm_idx', 'part_number'],
  ['incidents_grn_number_trgm_idx', 'grn_number'],
  ['incidents_order_number_trgm_idx', 'order_number'],
  ['incidents_description_trgm_idx', 'description'],
  ['incidents_location_title_trgm_idx', 'location_title'],
  ['incidents_category_title_trgm_idx', 'category_title'],
  ['incidents_subcategory_title_trgm_idx', 'subcategory_title'],
  ['incidents_further_subcategory_title_trgm_idx', 'further_subcategory_title'],
  ['incidents_number_text_trgm_idx', '(cast(incident_number as text))'],
];

/** pg_trgm's GIN operator class, qualified: the extension's schema need not be on the app's search_path. */
export async function trigramOpclass(db: AnyDb): Promise<RawBuilder<unknown>> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The pg_trgm extension is missing');
  return sql`${sql.id(schema)}.gin_trgm_ops`;
}

async function upPostgres(db: AnyDb): Promise<void> {
  // Created in the app's schema unless the database already has it (e.g. made by an administrator: pg_trgm is
  // a trusted extension, but creating one needs the CREATE privilege on the database).
  await sql`create extension if not exists pg_trgm`.execute(db);
  await createColumnTrigramIndexes(db);
}

/** One GIN trigram index per searched column (migration 100 replaced them by one on `search_text`). */
export async function createColumnTrigramIndexes(db: AnyDb): Promise<void> {
  const opclass = await trigramOpclass(db);
  // fastupdate off: new entries go straight into the index. With PostgreSQL's default every insert and edit is
  // appended to a pending list that each search reads in full until a vacuum merges it, so searches slow down
  // under a steady stream of submissions (docs/decisions/010-incident-search-index.md).
  for (const [name, expression] of TRIGRAM_INDEXES) {
    await sql`create index ${sql.id(name)} on incidents using gin (${sql.raw(expression)} ${opclass}) with (fastupdate = off)`.execute(
      db,
    );
  }
  // Statistics for the expression index (the number as text), which the planner otherwise guesses.
  await sql`analyze incidents`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await upSqlite(db);
  else await upPostgres(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['incidents_search_insert', 'incidents_search_update', 'incidents_search_delete'])
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists incident_search`.execute(db);
    await sql`drop table if exists incident_search_keys`.execute(db);
    await db.schema.dropIndex('incidents_id_visibility_idx').ifExists().execute();
    return;
  }
  for (const [name] of TRIGRAM_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
