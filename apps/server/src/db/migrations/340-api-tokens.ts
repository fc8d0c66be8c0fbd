import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * API tokens for machines (docs/api.md "API tokens"). Each token acts as its own service account: a `users` row
 * flagged `service_account`, which has no password, never signs in and is left out of the people lists, so that
 * the role table, history and "reported by" work for a token as for a person. Only the sha256 of a token's secret
 * is kept (`token_hash`), with its first characters (`token_prefix`) to recognise it in the list.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;
  const no = pg ? sql`false` : sql`0`;
  await db.schema
    .alterTable('users')
    .addColumn('service_account', bool, (c) => c.notNull().defaultTo(no))
    .execute();
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_prefix', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('revoked_by', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('api_tokens_created_at_idx')
    .on('api_tokens')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('api_tokens_user_id_idx').on('api_tokens').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.alterTable('users').dropColumn('service_account').execute();
}
