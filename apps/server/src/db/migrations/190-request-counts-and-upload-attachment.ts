import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * - `request_counts`: how many requests each user sent to each group of expensive routes (documents, exports,
 *   uploads, charts) in each minute, counted in the database so that the limit holds across instances
 *   (http/expensive-route-limit.ts). One row per (user, group, minute), incremented atomically.
 * - `uploads.attached_at`: when an upload was first attached to an incident, an investigation or the templates;
 *   null while it is attached to nothing. The per-user quota counts the unattached uploads and the clean-up job
 *   deletes those older than the configured time. Uploads made before this migration count as attached: they
 *   may be in use, and nothing in use may ever be deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('request_counts')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_counts_pk', ['user_id', 'bucket', 'window_start'])
    .execute();

  await db.schema.alterTable('uploads').addColumn('attached_at', ts).execute();
  await sql`update uploads set attached_at = created_at`.execute(db);
  // Both partial: only the few unattached uploads are indexed (the quota's count, the clean-up's scan).
  await sql`create index uploads_unattached_by_user_idx on uploads (uploaded_by) where attached_at is null`.execute(
    db,
  );
  await sql`create index uploads_unattached_created_idx on uploads (created_at) where attached_at is null`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists uploads_unattached_created_idx`.execute(db);
  await sql`drop index if exists uploads_unattached_by_user_idx`.execute(db);
  await db.schema.alterTable('uploads').dropColumn('attached_at').execute();
  await db.schema.dropTable('request_counts').execute();
}
