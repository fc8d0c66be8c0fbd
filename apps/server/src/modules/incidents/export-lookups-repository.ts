import type { Db } from '../../db/database';
import type { ExportLookups } from './export-row';

/** Every user's name by id (users are staff: a bounded list). */
export async function userNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('users').select(['user_id', 'name']).execute();
  return new Map(rows.map((r) => [r.user_id, r.name]));
}

/** Every part number's description by id (bounded reference data). */
export async function partNumberDescriptions(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('part_numbers').select(['id', 'description']).execute();
  return new Map(rows.map((r) => [r.id, r.description]));
}

/** Every supplier's name by id, retired ones too (bounded reference data). */
export async function supplierNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('suppliers').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The lookups of an export, read together. */
export async function exportLookups(db: Db): Promise<ExportLookups> {
  const [names, parts, suppliers] = await Promise.all([
    userNames(db),
    partNumberDescriptions(db),
    supplierNames(db),
  ]);
  return { userNames: names, partNumberDescriptions: parts, supplierNames: suppliers };
}
