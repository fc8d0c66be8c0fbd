import type { Role } from '@qi/domain/roles';
import type { Db } from '../../db/database';
import { fromDbNullableTimestamp, fromDbTimestamp } from '../../db/values';
import { toUserRecord, type UserRecord } from '../users/user-repository';

/** A token as the module sees it (the row type stays here); never its hash. */
export interface ApiTokenRecord {
  id: string;
  name: string;
  userId: string;
  role: Role;
  tokenPrefix: string;
  createdBy: { user_id: string; name: string } | null;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewApiToken {
  id: string;
  name: string;
  userId: string;
  tokenHash: string;
  tokenPrefix: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertApiToken(db: Db, token: NewApiToken): Promise<void> {
  await db
    .insertInto('api_tokens')
    .values({
      id: token.id,
      name: token.name,
      user_id: token.userId,
      token_hash: token.tokenHash,
      token_prefix: token.tokenPrefix,
      created_by: token.createdBy,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
    })
    .execute();
}

function listQuery(db: Db) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users as account', 'account.user_id', 'api_tokens.user_id')
    .leftJoin('users as creator', 'creator.user_id', 'api_tokens.created_by')
    .select([
      'api_tokens.id',
      'api_tokens.name',
      'api_tokens.user_id',
      'account.role',
      'api_tokens.token_prefix',
      'api_tokens.created_by',
      'creator.name as creator_name',
      'api_tokens.created_at',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'api_tokens.revoked_at',
    ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

function toRecord(row: ListRow): ApiTokenRecord {
  return {
    id: row.id,
    name: row.name,
    userId: row.user_id,
    role: row.role as Role,
    tokenPrefix: row.token_prefix,
    createdBy: row.created_by ? { user_id: row.created_by, name: row.creator_name ?? row.created_by } : null,
    createdAt: fromDbTimestamp(row.created_at),
    expiresAt: fromDbTimestamp(row.expires_at),
    lastUsedAt: fromDbNullableTimestamp(row.last_used_at),
    revokedAt: fromDbNullableTimestamp(row.revoked_at),
  };
}

/** Every token, newest first (api_tokens_created_at_idx); bounded by what admins create. */
export async function listApiTokens(db: Db): Promise<ApiTokenRecord[]> {
  const rows = await listQuery(db)
    .orderBy('api_tokens.created_at', 'desc')
    .orderBy('api_tokens.id', 'desc')
    .execute();
  return rows.map(toRecord);
}

export async function findApiToken(db: Db, id: string): Promise<ApiTokenRecord | undefined> {
  const row = await listQuery(db).where('api_tokens.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** A presented secret's token (by its sha256: the unique index) with the account it acts as. */
export async function findApiTokenByHash(
  db: Db,
  tokenHash: string,
): Promise<
  | { id: string; expiresAt: string; lastUsedAt: string | null; revokedAt: string | null; user: UserRecord }
  | undefined
> {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.user_id', 'api_tokens.user_id')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.expires_at as token_expires_at',
      'api_tokens.last_used_at as token_last_used_at',
      'api_tokens.revoked_at as token_revoked_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, token_expires_at, token_last_used_at, token_revoked_at, ...user } = row;
  return {
    id: token_id,
    expiresAt: fromDbTimestamp(token_expires_at),
    lastUsedAt: fromDbNullableTimestamp(token_last_used_at),
    revokedAt: fromDbNullableTimestamp(token_revoked_at),
    user: toUserRecord(user),
  };
}

/** Records a use; the caller writes at most once a minute a token (`before`: uses after it count as old). */
export async function markApiTokenUsed(db: Db, id: string, now: string, before: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
    .execute();
}

/** Revokes a token not yet revoked; false when it already was. */
export async function revokeApiToken(db: Db, id: string, by: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
