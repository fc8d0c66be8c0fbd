import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * One limiter for every limit (docs/decisions/042-one-rate-limiter.md):
 * - `rate_limits` holds one token bucket per key: `tat` is the bucket's theoretical arrival time (epoch ms; the
 *   bucket is full again at that time), `pending` the tries reserved and not yet settled, `admitted` whether
 *   the statement that last wrote the row let its try through (read back by that statement's `returning`);
 * - the two fixed-window counter tables it replaces go (their counts only matter for a minute or an hour);
 * - a reset code also gets a long link token, kept as a keyed hash, which wrong guesses of the code cannot burn.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const ms = db.getExecutor().adapter instanceof PostgresAdapter ? sql`double precision` : sql`real`;
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tat', ms, (c) => c.notNull())
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admitted', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('rate_limits_tat_idx').on('rate_limits').column('tat').execute();
  await db.schema.dropTable('auth_limit_counters').ifExists().execute();
  await db.schema.dropTable('request_counts').ifExists().execute();

  await db.schema.alterTable('auth_codes').addColumn('link_hash', 'text').execute();
  await db.schema.createIndex('auth_codes_link_hash_idx').on('auth_codes').column('link_hash').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema.dropIndex('auth_codes_link_hash_idx').execute();
  await db.schema.alterTable('auth_codes').dropColumn('link_hash').execute();
  await db.schema
    .createTable('request_counts')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_counts_pk', ['user_id', 'bucket', 'window_start'])
    .execute();
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
  await db.schema.dropTable('rate_limits').execute();
}
