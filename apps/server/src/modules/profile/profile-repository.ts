import { defaultProfile, type TProfile, ZProfile } from '@qi/domain/profile';
import type { Db } from '../../db/database';
import { fromDbJson } from '../../db/values';

/** The stored profile, completed with defaults for anything missing; undefined when there is no row. */
export async function findProfile(db: Db, userId: string): Promise<TProfile | undefined> {
  const row = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const parsed = ZProfile.safeParse({
    notifications: fromDbJson(row.notifications, undefined),
    draftIncidentsFilter: fromDbJson(row.draft_incidents_filter, undefined),
    incidentsFilter: fromDbJson(row.incidents_filter, undefined),
  });
  return parsed.success ? parsed.data : defaultProfile();
}

export async function saveProfile(db: Db, userId: string, profile: TProfile, now: string): Promise<void> {
  const values = {
    notifications: JSON.stringify(profile.notifications),
    draft_incidents_filter: JSON.stringify(profile.draftIncidentsFilter),
    incidents_filter: JSON.stringify(profile.incidentsFilter),
    updated_at: now,
  };
  await db
    .insertInto('profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
