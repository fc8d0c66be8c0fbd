import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A disposition line can be marked done (docs/product.md §3 Disposition): who did it and when, set by the
 * server. Done lines leave My tasks. Null on every existing line (not done).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('disposition_lines').addColumn('done_by', 'text').execute();
  await db.schema
    .alterTable('disposition_lines')
    .addColumn('done_at', pg ? sql`timestamptz` : sql`text`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('disposition_lines').dropColumn('done_at').execute();
  await db.schema.alterTable('disposition_lines').dropColumn('done_by').execute();
}
