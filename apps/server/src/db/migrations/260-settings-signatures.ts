import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Electronic signatures (docs/decisions/039-electronic-signatures.md).
 *
 * - `app_settings`: one row per setting (key, JSON value); a setting without a row takes its default, so a
 *   database that never saved one behaves as before.
 * - `signatures`: append-only records. Triggers that only raise refuse every UPDATE and DELETE (and, on
 *   PostgreSQL, TRUNCATE) at the database level: no code path, present or future, can change or remove a
 *   record. Incidents and investigations are never deleted (a deleted report is a cancelled status), so
 *   nothing needs to cascade into this table.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const APPEND_ONLY_MESSAGE = 'signatures are append-only';

const POSTGRES_GUARD = [
  `create function signatures_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '${APPEND_ONLY_MESSAGE}';
    end $$`,
  `create trigger signatures_no_change before update or delete on signatures
    for each row execute function signatures_append_only()`,
  `create trigger signatures_no_truncate before truncate on signatures
    for each statement execute function signatures_append_only()`,
];

const SQLITE_GUARD = [
  `create trigger signatures_no_update before update on signatures
    begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
  `create trigger signatures_no_delete before delete on signatures
    begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
];

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('signatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('incident_id', 'text')
    .addColumn('investigation_id', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_label', 'text', (c) => c.notNull())
    .addColumn('meaning', 'text', (c) => c.notNull())
    .addColumn('signer_id', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signed_at', ts, (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('withdraws_id', 'text')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signatures_incident_idx')
    .on('signatures')
    .columns(['incident_id', 'signed_at'])
    .execute();
  await db.schema
    .createIndex('signatures_investigation_idx')
    .on('signatures')
    .columns(['investigation_id', 'signed_at'])
    .execute();
  for (const statement of pg ? POSTGRES_GUARD : SQLITE_GUARD) await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('signatures').execute();
  if (pg) await sql`drop function if exists signatures_append_only()`.execute(db);
  await db.schema.dropTable('app_settings').execute();
}
