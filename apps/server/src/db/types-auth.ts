import type { ColumnType } from 'kysely';
import type { DbNullableTimestamp, DbTimestamp } from './column-types';

/** Sign-in: sessions, codes, the rate limits' buckets, retired refresh tokens, and machines' API tokens. */
export interface AuthTables {
  api_tokens: ApiTokensTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  rate_limits: RateLimitsTable;
  retired_refresh_tokens: RetiredRefreshTokensTable;
}

export interface ApiTokensTable {
  id: string;
  name: string;
  user_id: string;
  token_hash: string;
  token_prefix: string;
  created_by: string | null;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  last_used_at: DbNullableTimestamp;
  revoked_at: DbNullableTimestamp;
  revoked_by: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  created_at: DbTimestamp;
  last_used_at: DbTimestamp;
  expires_at: DbTimestamp;
  revoked_at: DbNullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface AuthCodesTable {
  id: string;
  user_id: string;
  purpose: 'reset' | 'invite';
  code_hash: string;
  expires_at: DbTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: DbNullableTimestamp;
  created_at: DbTimestamp;
  /** Migration 290: keyed hash of the reset link's token (null for invitations and older codes). */
  link_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 290: one token bucket per limit key (limits/rate-limit-repository.ts). */
export interface RateLimitsTable {
  key: string;
  tat: ColumnType<number | string, number, number>;
  pending: ColumnType<number | string, number | undefined, number>;
  admitted: ColumnType<number | string, number | undefined, number>;
}

export interface RetiredRefreshTokensTable {
  token_hash: string;
  session_id: string;
  retired_at: DbTimestamp;
}
