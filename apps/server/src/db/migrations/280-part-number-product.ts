import type { Kysely } from 'kysely';

/**
 * A part number may name the product it belongs to (docs/product.md §3), so a scanned part number opens the
 * report form with its product. Held as the product's name, like incidents hold it, and renamed with it; null
 * for the part numbers that have none (every existing one).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('part_numbers').addColumn('product', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('part_numbers').dropColumn('product').execute();
}
