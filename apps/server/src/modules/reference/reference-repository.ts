import type { TPartNumberItem, TProductItem } from '@qi/domain/reference-data';
import type { Db } from '../../db/database';
import { fromDbBool, fromDbJson, toDbBool } from '../../db/values';

/** Every product, retired ones included (they stay on incidents), sorted by name. */
export async function listProducts(db: Db): Promise<TProductItem[]> {
  const rows = await db.selectFrom('products').select(['id', 'name', 'active']).orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, active: fromDbBool(r.active) }));
}

/** Every part number, retired ones included (they stay on incidents), sorted by number. */
export async function listPartNumbers(db: Db): Promise<TPartNumberItem[]> {
  const rows = await db
    .selectFrom('part_numbers')
    .select(['id', 'description', 'product', 'active'])
    .orderBy('id')
    .execute();
  return rows.map(partNumberItem);
}

function partNumberItem(row: {
  id: string;
  description: string;
  product: string | null;
  active: boolean | number;
}): TPartNumberItem {
  return {
    id: row.id,
    description: row.description,
    product: row.product ?? null,
    active: fromDbBool(row.active),
  };
}

export async function findProductById(db: Db, id: string): Promise<TProductItem | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'name', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, active: fromDbBool(row.active) };
}

export async function updateProduct(db: Db, product: TProductItem): Promise<void> {
  await db
    .updateTable('products')
    .set({ name: product.name, active: toDbBool(product.active) })
    .where('id', '=', product.id)
    .execute();
}

export async function updatePartNumber(db: Db, part: TPartNumberItem): Promise<void> {
  await db
    .updateTable('part_numbers')
    .set({ description: part.description, product: part.product, active: toDbBool(part.active) })
    .where('id', '=', part.id)
    .execute();
}

/** The location tree or the template list; an empty list until an admin saves one. */
export async function findReferenceDocument(db: Db, key: 'locations' | 'templates'): Promise<unknown[]> {
  const row = await db
    .selectFrom('reference_documents')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return fromDbJson<unknown[]>(row?.value, []);
}

export async function insertProduct(
  db: Db,
  product: { id: string; name: string; now: string },
): Promise<void> {
  await db
    .insertInto('products')
    .values({ id: product.id, name: product.name, created_at: product.now })
    .execute();
}

export async function insertPartNumber(
  db: Db,
  part: { id: string; description: string; product?: string | null; now: string },
) {
  await db
    .insertInto('part_numbers')
    .values({
      id: part.id,
      description: part.description,
      product: part.product ?? null,
      created_at: part.now,
    })
    .execute();
}

/** A product's new name on every part number that names it; returns how many changed. */
export async function renamePartNumberProduct(db: Db, rename: { from: string; to: string }): Promise<number> {
  const rows = await db
    .updateTable('part_numbers')
    .set({ product: rename.to })
    .where('product', '=', rename.from)
    .returning('id')
    .execute();
  return rows.length;
}

export async function saveReferenceDocument(
  db: Db,
  key: 'locations' | 'templates',
  value: unknown[],
  now: string,
): Promise<void> {
  const values = { value: JSON.stringify(value), updated_at: now };
  await db
    .insertInto('reference_documents')
    .values({ key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}

/**
 * Case-insensitive look-up (served by the unique index on lower(name)). `lock` (PostgreSQL only: SQLite
 * writes one at a time) holds the row until the caller's transaction ends, so a rename or retire waits.
 */
export async function findProductByName(
  db: Db,
  name: string,
  options: { lock?: boolean } = {},
): Promise<TProductItem | undefined> {
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'active'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])));
  if (options.lock) query = query.forShare();
  const row = await query.executeTakeFirst();
  return row && { id: row.id, name: row.name, active: fromDbBool(row.active) };
}

/** Case-insensitive look-up (served by the unique index on lower(id)). */
export async function findPartNumber(db: Db, id: string): Promise<TPartNumberItem | undefined> {
  const row = await db
    .selectFrom('part_numbers')
    .select(['id', 'description', 'product', 'active'])
    .where((eb) => eb(eb.fn('lower', ['id']), '=', eb.fn('lower', [eb.val(id)])))
    .executeTakeFirst();
  return row && partNumberItem(row);
}

const LEVEL_ID_COLUMNS = ['location_id', 'category_id', 'subcategory_id', 'further_subcategory_id'] as const;

/**
 * Whether any incident chose the location node at `path` (its ids from the location down; a sibling id is unique
 * only under its parent, so every level of the path is matched). Served by the level id indexes.
 */
export async function locationNodeInUse(db: Db, path: readonly string[]): Promise<boolean> {
  let query = db.selectFrom('incidents').select('id');
  for (const [depth, id] of path.entries()) {
    const column = LEVEL_ID_COLUMNS[depth];
    if (column) query = query.where(column, '=', id);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
