import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Sign-in and reset limits reserve a try before checking it (docs/decisions/036-refresh-token-storage.md and
 * docs/decisions/002-sessions-tokens-and-rate-limits.md):
 * - `auth_limit_counters` holds one row per (kind, key, window) that a single `insert … on conflict do update
 *   … returning` bumps, so parallel requests on any number of instances each get their own count;
 * - `retired_refresh_tokens` remembers the refresh tokens a rotation replaced, so that a replayed one is
 *   recognised as reuse and ends its session;
 * - `auth_attempts` (one row per event, counted before the next was written) goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('auth_limit_counters')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', ts, (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('auth_limit_counters_pk', ['kind', 'key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('auth_limit_counters_window_idx')
    .on('auth_limit_counters')
    .column('window_start')
    .execute();

  await db.schema
    .createTable('retired_refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('retired_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('retired_refresh_tokens_retired_idx')
    .on('retired_refresh_tokens')
    .column('retired_at')
    .execute();
  await db.schema
    .createIndex('retired_refresh_tokens_session_idx')
    .on('retired_refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema.dropTable('auth_attempts').ifExists().execute();
}

export async function down(db: AnyDb): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('auth_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_attempts_kind_key_created_idx')
    .on('auth_attempts')
    .columns(['kind', 'key', 'created_at'])
    .execute();
  await db.schema.dropTable('retired_refresh_tokens').ifExists().execute();
  await db.schema.dropTable('auth_limit_counters').ifExists().execute();
}
