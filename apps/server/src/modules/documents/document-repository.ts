import type { Db } from '../../db/database';

/** The names of these users, by id (unknown ids are left out). */
export async function findUserNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id) => id))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'name'])
    .where('user_id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.name]));
}
