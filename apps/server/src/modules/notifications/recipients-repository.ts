import { type NotificationKey, ZNotifications } from '@qi/domain/profile';
import { QUALITY_TEAM_ROLES } from '@qi/domain/roles';
import type { Db } from '../../db/database';
import { fromDbBool, fromDbJson, toDbBool } from '../../db/values';

export interface Recipient {
  userId: string;
  email: string;
  name: string;
}

interface Row {
  user_id: string;
  email: string;
  name: string;
  active: unknown;
  notifications: string | null;
}

/** A missing or unreadable profile counts as the defaults (every flag on, docs/product.md §3). */
function wants(row: Row, key: NotificationKey): boolean {
  const parsed = ZNotifications.safeParse(fromDbJson(row.notifications, {}));
  return parsed.success ? parsed.data[key] : true;
}

function query(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.user_id')
    .select(['users.user_id', 'users.email', 'users.name', 'users.active', 'profiles.notifications']);
}

const toRecipient = (row: Row): Recipient => ({ userId: row.user_id, email: row.email, name: row.name });

/** Active quality and admin users whose profile flag `key` is on (users_role_active_idx). */
export async function qualityTeamRecipients(db: Db, key: NotificationKey): Promise<Recipient[]> {
  const rows = await query(db)
    .where('users.role', 'in', [...QUALITY_TEAM_ROLES])
    .where('users.active', '=', toDbBool(true))
    .execute();
  return rows.filter((row) => wants(row, key)).map(toRecipient);
}

/** The user (the incident's reporter) when active and their flag `key` is on. */
export async function userRecipient(db: Db, userId: string, key: NotificationKey): Promise<Recipient | null> {
  const row = await query(db).where('users.user_id', '=', userId).executeTakeFirst();
  if (!row || !fromDbBool(row.active) || !wants(row, key)) return null;
  return toRecipient(row);
}
