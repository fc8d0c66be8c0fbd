import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Products and part numbers can be retired (docs/decisions/038-reference-rename-and-retire.md): a retired one
 * stays on the incidents that name it but is not offered, nor accepted, for new ones. Every existing row is
 * active.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = pg ? sql`boolean` : sql`integer`;
  const yes = pg ? sql`true` : sql`1`;
  for (const table of ['products', 'part_numbers']) {
    await db.schema
      .alterTable(table)
      .addColumn('active', bool, (c) => c.notNull().defaultTo(yes))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['products', 'part_numbers']) {
    await db.schema.alterTable(table).dropColumn('active').execute();
  }
}
