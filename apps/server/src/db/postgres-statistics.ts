import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL plans a table that has never been analysed as if it held ten pages of rows, whatever it holds,
 * and autovacuum analyses a table only once enough rows have changed in it: a table nobody has written yet
 * (links, supplier requests, webhooks on an installation that does not use them) stays unknown for good. A
 * statement joining such a table to a million incidents then looked costly enough for parallel workers: the
 * export's links statement started two for every batch of 400 rows, 65 ms each for no rows, and the whole-list
 * CSV took four minutes instead of one. Analysing those tables (empty or nearly: a moment each) tells the
 * planner what they hold. Run after the migrations, so that new tables are known from the start.
 */
// biome-ignore lint/suspicious/noExplicitAny: called by the migrator, whatever the schema's types
export async function analyzeNeverAnalyzedTables(db: Kysely<any>): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return [];
  // reltuples is -1 until a table is first analysed or vacuumed (PostgreSQL 14 and later).
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class
    where relkind = 'r' and reltuples < 0 and relnamespace = current_schema()::regnamespace
    order by relname`.execute(db);
  for (const { name } of rows) await sql`analyze ${sql.table(name)}`.execute(db);
  return rows.map((row) => row.name);
}
