import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Sign-in with the company's identity provider (decision 053):
 * - `oidc_config`: the provider settings an admin saved (one row, JSON) and the client secret, encrypted with a
 *   key derived from the server secret;
 * - `oidc_identities`: a person here per provider subject (unique issuer + subject): how a sign-in is matched;
 * - `oidc_sessions`: the app's sessions opened through the provider (their signatures ask the provider again);
 * - `oidc_used_states`: the state of every completed callback until it expires, so that none is used twice;
 * - `oidc_signing_grants`: the one-use confirmations a fresh provider sign-in gives a signing request (hashed);
 * - `oidc_access_requests`: people the provider signed in who have no account yet, waiting for an admin.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('oidc_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text')
    .addColumn('updated_by', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_sign_in_at', ts, (c) => c.notNull())
    .addUniqueConstraint('oidc_identities_issuer_subject_key', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('oidc_identities_user_idx').on('oidc_identities').column('user_id').execute();
  await db.schema
    .createTable('oidc_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('identity_id', 'text', (c) => c.notNull().references('oidc_identities.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_used_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oidc_used_states_expiry_idx')
    .on('oidc_used_states')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('oidc_signing_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('grant_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('auth_time', ts, (c) => c.notNull())
    .addColumn('requested_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema
    .createIndex('oidc_signing_grants_expiry_idx')
    .on('oidc_signing_grants')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('oidc_access_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('groups', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', ts, (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('decided_at', ts)
    .addUniqueConstraint('oidc_access_requests_issuer_subject_key', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('oidc_access_requests_list_idx')
    .on('oidc_access_requests')
    .columns(['status', 'requested_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'oidc_access_requests',
    'oidc_signing_grants',
    'oidc_used_states',
    'oidc_sessions',
    'oidc_identities',
    'oidc_config',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
