import type { TInvestigation } from '@qi/domain/investigation';
import type { Db } from '../../db/database';
import { toInvestigationRecord } from '../investigations/investigation-record';

/** The investigations with these ids (one export batch), by id. */
export async function findInvestigationsByIds(db: Db, ids: string[]): Promise<Map<string, TInvestigation>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, TInvestigation>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('investigations')
      .selectAll()
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, toInvestigationRecord(row));
  }
  return found;
}

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
