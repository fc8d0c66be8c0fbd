import type { ColumnType } from 'kysely';
import type { DbNullableTimestamp, DbTimestamp } from './column-types';

/** Migration 390: sign-in with the company's identity provider (modules/oidc, decision 053). */
export interface OidcTables {
  oidc_config: OidcConfigTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_sessions: OidcSessionsTable;
  oidc_used_states: OidcUsedStatesTable;
  oidc_signing_grants: OidcSigningGrantsTable;
  oidc_access_requests: OidcAccessRequestsTable;
}

export interface OidcConfigTable {
  key: string;
  /** JSON: the domain's TOidcProviderSettings. */
  settings: string;
  /** Encrypted (AES-256-GCM, key derived from the server secret); null for a public client. */
  client_secret: string | null;
  updated_by: string | null;
  updated_at: DbTimestamp;
}

export interface OidcIdentitiesTable {
  id: string;
  issuer: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: DbTimestamp;
  last_sign_in_at: DbTimestamp;
}

export interface OidcSessionsTable {
  session_id: string;
  identity_id: string;
  created_at: DbTimestamp;
}

export interface OidcUsedStatesTable {
  state_hash: string;
  expires_at: DbTimestamp;
}

export interface OidcSigningGrantsTable {
  id: string;
  grant_hash: string;
  user_id: string;
  session_id: string;
  auth_time: DbTimestamp;
  requested_at: DbTimestamp;
  expires_at: DbTimestamp;
  used_at: DbNullableTimestamp;
}

export interface OidcAccessRequestsTable {
  id: string;
  issuer: string;
  subject: string;
  email: string;
  name: string;
  /** JSON array of the groups the provider named. */
  groups: string;
  status: 'pending' | 'refused' | 'approved';
  requested_at: DbTimestamp;
  decided_by: string | null;
  decided_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}
