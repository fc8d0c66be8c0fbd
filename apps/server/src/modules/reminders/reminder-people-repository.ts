import type { Db } from '../../db/database';

/** Every user's name by id, for the reminders' texts (who owns an item). */
export async function userNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('users').select(['user_id', 'name']).execute();
  return new Map(rows.map((r) => [r.user_id, r.name]));
}

/** The ids of the admins (active or not: the recipients' own query keeps the active ones). */
export async function adminIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('users').select('user_id').where('role', '=', 'admin').execute();
  return new Set(rows.map((u) => u.user_id));
}

/** A user's name and email (the person an external recipient is told to ask), whatever their flags. */
export async function userContact(
  db: Db,
  userId: string,
): Promise<{ name: string; email: string } | undefined> {
  return db.selectFrom('users').select(['name', 'email']).where('user_id', '=', userId).executeTakeFirst();
}
