import type { Db } from '../../db/database';
import { fromDbJson } from '../../db/values';

export async function listProducts(db: Db): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('products').select(['id', 'name']).orderBy('name').execute();
}

export async function listPartNumbers(db: Db): Promise<{ id: string; description: string }[]> {
  return db.selectFrom('part_numbers').select(['id', 'description']).orderBy('id').execute();
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

export async function insertPartNumber(db: Db, part: { id: string; description: string; now: string }) {
  await db
    .insertInto('part_numbers')
    .values({ id: part.id, description: part.description, created_at: part.now })
    .execute();
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

/** Case-insensitive look-up (served by the unique index on lower(name)). */
export async function findProductByName(
  db: Db,
  name: string,
): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
    .executeTakeFirst();
}

/** Case-insensitive look-up (served by the unique index on lower(id)). */
export async function findPartNumber(
  db: Db,
  id: string,
): Promise<{ id: string; description: string } | undefined> {
  return db
    .selectFrom('part_numbers')
    .select(['id', 'description'])
    .where((eb) => eb(eb.fn('lower', ['id']), '=', eb.fn('lower', [eb.val(id)])))
    .executeTakeFirst();
}
