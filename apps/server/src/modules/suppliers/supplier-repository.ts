import { sortSuppliers, type TSupplier } from '@qi/domain/supplier';
import type { Db } from '../../db/database';
import { fromDbBool, toDbBool } from '../../db/values';

type SupplierRow = { id: string; name: string; code: string; active: unknown };

const present = (row: SupplierRow): TSupplier => ({
  id: row.id,
  name: row.name,
  code: row.code,
  active: fromDbBool(row.active),
});

/** One supplier by id, retired ones included (an incident keeps the supplier it names). */
export async function findSupplierById(db: Db, id: string): Promise<TSupplier | undefined> {
  const row = await db
    .selectFrom('suppliers')
    .select(['id', 'name', 'code', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && present(row);
}

/** Every supplier, active first, then by name (the order of `sortSuppliers`). */
export async function listSuppliers(db: Db): Promise<TSupplier[]> {
  const rows = await db.selectFrom('suppliers').select(['id', 'name', 'code', 'active']).execute();
  // Sorted here rather than in SQL so that both databases and the browser agree on the collation.
  return sortSuppliers(rows.map(present));
}

/** The supplier using `code` regardless of case, other than `exceptId`. */
export async function findSupplierByCode(
  db: Db,
  code: string,
  exceptId?: string,
): Promise<TSupplier | undefined> {
  let query = db
    .selectFrom('suppliers')
    .select(['id', 'name', 'code', 'active'])
    .where((eb) => eb(eb.fn('lower', ['code']), '=', eb.fn('lower', [eb.val(code)])));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return row && present(row);
}

export async function insertSupplier(db: Db, supplier: TSupplier, now: string): Promise<void> {
  await db
    .insertInto('suppliers')
    .values({ ...supplier, active: toDbBool(supplier.active), created_at: now, updated_at: now })
    .execute();
}

export async function updateSupplier(db: Db, supplier: TSupplier, now: string): Promise<void> {
  await db
    .updateTable('suppliers')
    .set({ name: supplier.name, code: supplier.code, active: toDbBool(supplier.active), updated_at: now })
    .where('id', '=', supplier.id)
    .execute();
}
