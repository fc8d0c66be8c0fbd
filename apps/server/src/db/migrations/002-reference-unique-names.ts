import { type Kysely, sql } from 'kysely';

/**
 * Products and part numbers are unique whatever their case ('Widget A' and 'widget a' are the same
 * product): unique indexes on lower(…), which also serve the case-insensitive look-ups before an insert.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create unique index products_name_lower_idx on products (lower(name))`.execute(db);
  await sql`create unique index part_numbers_id_lower_idx on part_numbers (lower(id))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('part_numbers_id_lower_idx').ifExists().execute();
  await db.schema.dropIndex('products_name_lower_idx').ifExists().execute();
}
