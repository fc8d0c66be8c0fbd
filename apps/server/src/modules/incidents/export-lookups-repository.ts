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

/** Both lookups of an export, read together. */
export async function exportLookups(db: Db): Promise<ExportLookups> {
  const [names, parts] = await Promise.all([userNames(db), partNumberDescriptions(db)]);
  return { userNames: names, partNumberDescriptions: parts };
}
