import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Each incident's CSV export record, written ahead (docs/decisions/029-export-lines-written-ahead.md).
 *
 * A row of `incident_export_lines` holds the record (`line`, CRLF included) and what it was written from: the
 * incident's and its investigation's `updated_at` and the key of the lookups and export format it used. An
 * export takes the line only when all three still match (export-lines.ts); any other row is written as before,
 * from its columns. So a line can be late, never wrong, and nothing that writes an incident has to know it
 * exists. The lines are written in the background (export-line-writer.ts).
 *
 * Deleting an incident deletes its line. On SQLite the table keeps its rowid: a line is ~900 bytes, more than
 * a WITHOUT ROWID table keeps in its B-tree page (~1,000 bytes less the key), so most lines went to an overflow
 * page of their own: the table took twice the room (238 against 117 MB at 100,000 incidents) and an export
 * read a second page for each row.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('incident_export_lines')
    .addColumn('incident_id', 'text', (c) =>
      c.primaryKey().notNull().references('incidents.id').onDelete('cascade'),
    )
    .addColumn('incident_updated_at', ts, (c) => c.notNull())
    .addColumn('investigation_updated_at', ts)
    .addColumn('lookups_key', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('incident_export_lines').ifExists().execute();
}
