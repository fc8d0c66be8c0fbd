import { defaultProfile, type TProfile, type TUpdateProfileRequest } from '@qi/domain/profile';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { findProfile, saveProfile } from './profile-repository';

export async function getProfile(ctx: AppContext, userId: string): Promise<TProfile> {
  return (await findProfile(ctx.db, userId)) ?? defaultProfile();
}

/** Merges the parts sent into the stored profile; what is left out keeps its value. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: TUpdateProfileRequest,
): Promise<TProfile> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = (await findProfile(trx, userId)) ?? defaultProfile();
    const next: TProfile = {
      notifications: { ...current.notifications, ...stripUndefined(input.notifications ?? {}) },
      draftIncidentsFilter: input.draftIncidentsFilter ?? current.draftIncidentsFilter,
      incidentsFilter: input.incidentsFilter ?? current.incidentsFilter,
    };
    await saveProfile(trx, userId, next, nowIso());
    return next;
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
