import type { Kysely } from 'kysely';

/**
 * Every incident and investigation carries a version (docs/api.md "Versions"): 1 for the rows there are, one
 * more with every write. Saves change a row only `where id = ? and version = ?`, so a save made from an older
 * version writes nothing, on both databases and across server instances. A constant default adds the column
 * without rewriting the table (PostgreSQL 11 and later, SQLite).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['incidents', 'investigations']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['incidents', 'investigations']) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
