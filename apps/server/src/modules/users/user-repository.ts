import type { Role } from '@qi/domain/roles';
import type { TUserListQuery } from '@qi/domain/user';
import { canOwnWork, type WorkOwnerCandidate } from '@qi/domain/work-owners';
import { type Selectable, sql } from 'kysely';
import type { UserRecord } from '../../context-types';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/types';
import { fromDbBool, fromDbNumber, fromDbTimestamp, likePattern, toDbBool } from '../../db/values';

export type { UserRecord } from '../../context-types';

export function toUserRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    active: fromDbBool(row.active),
    passwordHash: row.password_hash,
    mustChangePassword: fromDbBool(row.must_change_password),
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
  };
}

export async function findUserById(db: Db, userId: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row && toUserRecord(row);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    // An API token's service account has no email anyone reads: it never signs in or resets a password.
    .where('service_account', '=', toDbBool(false))
    .executeTakeFirst();
  return row && toUserRecord(row);
}

export interface NewUser {
  user_id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  passwordHash: string | null;
  mustChangePassword: boolean;
  now: string;
  /** The account an API token acts as (modules/api-tokens): no password, not among the people. */
  serviceAccount?: boolean;
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({
      user_id: user.user_id,
      email: user.email.toLowerCase(),
      name: user.name,
      role: user.role,
      active: toDbBool(user.active),
      password_hash: user.passwordHash,
      must_change_password: toDbBool(user.mustChangePassword),
      created_at: user.now,
      updated_at: user.now,
      service_account: toDbBool(user.serviceAccount ?? false),
    })
    .execute();
}

export interface UserPatch {
  name?: string;
  role?: Role;
  active?: boolean;
  passwordHash?: string;
  mustChangePassword?: boolean;
}

export async function updateUser(db: Db, userId: string, patch: UserPatch, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      updated_at: now,
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.role !== undefined ? { role: patch.role } : {}),
      ...(patch.active !== undefined ? { active: toDbBool(patch.active) } : {}),
      ...(patch.passwordHash !== undefined ? { password_hash: patch.passwordHash } : {}),
      ...(patch.mustChangePassword !== undefined
        ? { must_change_password: toDbBool(patch.mustChangePassword) }
        : {}),
    })
    .where('user_id', '=', userId)
    .execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.n);
}

/**
 * The ids of the active admins. `lock` takes row locks (PostgreSQL FOR UPDATE) so that two
 * concurrent demotions cannot both see "another admin is left"; SQLite serialises writers anyway.
 */
export async function listActiveAdminIds(db: Db, lock: boolean): Promise<string[]> {
  let query = db
    .selectFrom('users')
    .select('user_id')
    .where('role', '=', 'admin')
    .where('active', '=', toDbBool(true))
    .where('service_account', '=', toDbBool(false));
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((r) => r.user_id);
}

/**
 * Every admin (people, not API tokens) with what decides whether they can sign in with a password: the check
 * that provider-only domains keep one local administrator (modules/oidc, decision 053). Bounded: admins are few.
 */
export async function listAdminsForLockOut(
  db: Db,
): Promise<{ user_id: string; email: string; active: boolean; hasPassword: boolean }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'email', 'active', 'password_hash'])
    .where('role', '=', 'admin')
    .where('service_account', '=', toDbBool(false))
    .execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    email: r.email,
    active: fromDbBool(r.active),
    hasPassword: r.password_hash !== null,
  }));
}

export async function listUsers(
  db: Db,
  query: TUserListQuery,
): Promise<{ items: UserRecord[]; total: number }> {
  let base = db.selectFrom('users').where('service_account', '=', toDbBool(false));
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where(
      sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\')`,
    );
  }
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(query.sortBy, query.sortDir)
    .orderBy('user_id', 'asc')
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage)
    .execute();
  return { items: rows.map(toUserRecord), total: fromDbNumber(totalRow.n) };
}

/** Everyone's id and name and whether they may own work (the bulk load); bounded by the size of the company. */
export async function listUserNames(
  db: Db,
): Promise<{ user_id: string; name: string; canOwnWork: boolean }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'name', 'role', 'active', 'service_account'])
    .orderBy('name')
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    name: r.name,
    canOwnWork:
      !fromDbBool(r.service_account) && canOwnWork({ role: r.role as Role, active: fromDbBool(r.active) }),
  }));
}

/** The named people among `ids` with what decides whether they may own work (work-owners.ts). */
export async function workOwnerCandidates(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, WorkOwnerCandidate>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'name', 'role', 'active', 'service_account'])
    .where('user_id', 'in', [...new Set(ids)])
    .execute();
  // A service account (an API token) is never given work: it counts as not active.
  const active = (r: (typeof rows)[number]) => fromDbBool(r.active) && !fromDbBool(r.service_account);
  return new Map(rows.map((r) => [r.user_id, { name: r.name, role: r.role as Role, active: active(r) }]));
}

/**
 * The ids among `ids` that name active users: the people who may be given work (a disposition line, a section,
 * an effectiveness check).
 */
export async function activeUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', 'in', [...new Set(ids)])
    .where('active', '=', toDbBool(true))
    .where('service_account', '=', toDbBool(false))
    .execute();
  return new Set(rows.map((r) => r.user_id));
}
