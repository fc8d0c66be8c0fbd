import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only: the CSV export's lines written ahead are keyed by a hash index instead of the primary key's
 * B-tree (docs/decisions/032-export-lines-hash-index.md). The export's walk looks up one line per exported
 * incident: with the B-tree each lookup read four pages (the root, an inner page, a leaf, then the line), with
 * the hash index two (a bucket, then the line). A 1,000-row batch of the soak's export took ~7 ms instead of
 * ~10 (~120,000 incidents, quiet machine).
 *
 * - The index is an exclusion constraint (`exclude using hash (incident_id with =)`): a hash index cannot be
 *   unique, and the constraint still refuses a second line for an incident. `on conflict` cannot name it for an
 *   update, so the line writer deletes a line and inserts it again, under a lock on the incident that keeps
 *   another writer out (export-line-writer.ts).
 * - The primary key goes: beside it PostgreSQL took the B-tree for tables under ~100,000 lines by its costs.
 * - Building the index locks the table against writes for about a second at 100,000 lines; exports and the
 *   line writer wait meanwhile, nothing else does.
 *
 * SQLite keys the lines by the incident's rowid already (migration 130): one B-tree descent, nothing to change.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export const EXPORT_LINES_HASH_INDEX = 'incident_export_lines_incident_hash';

export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('alter table incident_export_lines drop constraint incident_export_lines_pkey').execute(db);
  await sql
    .raw(
      `alter table incident_export_lines add constraint ${EXPORT_LINES_HASH_INDEX}
        exclude using hash (incident_id with =)`,
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(`alter table incident_export_lines drop constraint ${EXPORT_LINES_HASH_INDEX}`).execute(db);
  await sql.raw('alter table incident_export_lines add primary key (incident_id)').execute(db);
}
