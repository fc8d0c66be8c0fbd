import type { TSupplier } from '@qi/domain/supplier';
import type { Db } from '../../db/database';
import { fromDbBool } from '../../db/values';

/** One supplier by id, retired ones included (an incident keeps the supplier it names). */
export async function findSupplierById(db: Db, id: string): Promise<TSupplier | undefined> {
  const row = await db
    .selectFrom('suppliers')
    .select(['id', 'name', 'code', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, code: row.code, active: fromDbBool(row.active) };
}
