import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { defaultProfile } from '@qi/domain/profile';
import type {
  TCreateUserRequest,
  TUpdateUserRequest,
  TUser,
  TUserList,
  TUserListQuery,
} from '@qi/domain/user';
import type { AppContext } from '../../context';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import { insertHistory } from '../history/history-repository';
import { saveProfile } from '../profile/profile-repository';
import { userDeactivated, userInvited } from './user-events';
import { presentUser } from './user-presenter';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listActiveAdminIds,
  listUsers,
  updateUser,
} from './user-repository';

export const USER_NOT_FOUND = 'User not found.';
export const EMAIL_TAKEN = 'A user with this email already exists.';
export const LAST_ADMIN = 'There must always be at least one active admin.';

export async function findUsers(ctx: AppContext, query: TUserListQuery): Promise<TUserList> {
  const { items, total } = await listUsers(ctx.db, query);
  return { items: items.map(presentUser), total, page: query.page, rowsPerPage: query.rowsPerPage };
}

export async function getUser(ctx: AppContext, userId: string): Promise<TUser> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return presentUser(user);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

/** Creates a user with role 'user'; the listeners of userInvited queue the email of a one-time invitation code. */
export async function inviteUser(
  ctx: AppContext,
  actorId: string,
  input: TCreateUserRequest,
): Promise<TUser> {
  const email = input.email.toLowerCase();
  const now = nowIso();
  const userId = randomUUID();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, email)) throw new AppError('CONFLICT', EMAIL_TAKEN);
      await insertUser(trx, {
        user_id: userId,
        email,
        name: input.name,
        role: 'user',
        active: true,
        passwordHash: null,
        mustChangePassword: true,
        now,
      });
      await saveProfile(trx, userId, defaultProfile(), now);
      await insertHistory(trx, { entityType: 'user', entityId: userId, actorId, action: 'create', now });
      await ctx.events.emit(trx, userInvited, { userId, email, name: input.name, now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
  return getUser(ctx, userId);
}

/**
 * Changes the name, role and/or active status; refuses to leave the company without an active admin. Incidents,
 * investigations and history refer to users by id, so a new name shows everywhere at once.
 */
export async function changeUser(
  ctx: AppContext,
  actorId: string,
  userId: string,
  input: TUpdateUserRequest,
): Promise<TUser> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    const nextRole = input.role ?? user.role;
    const nextActive = input.active ?? user.active;
    const losesAdmin = user.role === 'admin' && user.active && (nextRole !== 'admin' || !nextActive);
    if (losesAdmin) {
      const admins = await listActiveAdminIds(trx, locksRows(ctx.dbKind));
      if (!admins.some((id) => id !== userId)) throw new AppError('CONFLICT', LAST_ADMIN);
    }
    const nextName = input.name ?? user.name;
    await updateUser(trx, userId, { name: nextName, role: nextRole, active: nextActive }, now);
    if (!nextActive && user.active) await ctx.events.emit(trx, userDeactivated, { userId, now });
    const changes: Record<string, unknown> = {};
    if (nextName !== user.name) changes.name = { from: user.name, to: nextName };
    if (nextRole !== user.role) changes.role = { from: user.role, to: nextRole };
    if (nextActive !== user.active) changes.active = { from: user.active, to: nextActive };
    await insertHistory(trx, {
      entityType: 'user',
      entityId: userId,
      actorId,
      action: 'update',
      changes,
      now,
    });
  });
  return getUser(ctx, userId);
}
