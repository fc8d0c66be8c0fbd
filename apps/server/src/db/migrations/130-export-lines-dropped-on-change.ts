import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The CSV export's records written ahead are deleted by the database when what they were written from changes
 * (docs/decisions/030-export-lines-dropped-on-change.md), so an export takes a line without reading the
 * incident's and the investigation's `updated_at` again (decision 029 compared them on every row).
 *
 * - Triggers delete an incident's line when its `updated_at` or `investigation_id` changes, when it is deleted,
 *   and when its investigation is inserted, deleted or its `updated_at` changes: the same changes that made the
 *   line old under decision 029. The lookups key is still compared by the export.
 * - On SQLite the table is keyed by the incident's rowid (`incident_rowid integer primary key`): an export
 *   finds each line with one B-tree descent instead of two (the text key's index, then the table). The line
 *   keeps the incident's id, and an export takes it only when that id matches too, so a rowid that changed
 *   (VACUUM may renumber a table without an INTEGER PRIMARY KEY) never gives another incident's line.
 * - Every line written before is deleted (on SQLite the table is made again): a line made old by a write
 *   before this migration has no trigger to remove it. The background writer writes them again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const SQLITE = [
  'drop table incident_export_lines',
  `create table incident_export_lines (
    incident_rowid integer primary key,
    incident_id text not null,
    incident_updated_at text not null,
    investigation_updated_at text,
    lookups_key text not null,
    line text not null)`,
  `create trigger incident_export_lines_incident_changed after update on incidents
    when old.updated_at is not new.updated_at or old.investigation_id is not new.investigation_id
    begin delete from incident_export_lines where incident_rowid = old.rowid; end`,
  `create trigger incident_export_lines_incident_deleted after delete on incidents
    begin delete from incident_export_lines where incident_rowid = old.rowid; end`,
  `create trigger incident_export_lines_investigation_changed after update on investigations
    when old.updated_at is not new.updated_at
    begin delete from incident_export_lines
      where incident_rowid in (select rowid from incidents where investigation_id = old.id); end`,
  `create trigger incident_export_lines_investigation_inserted after insert on investigations
    begin delete from incident_export_lines
      where incident_rowid in (select rowid from incidents where investigation_id = new.id); end`,
  `create trigger incident_export_lines_investigation_deleted after delete on investigations
    begin delete from incident_export_lines
      where incident_rowid in (select rowid from incidents where investigation_id = old.id); end`,
];

/** The incident's line goes on PostgreSQL by the foreign key's cascade when the incident is deleted (120). */
const POSTGRES = [
  'delete from incident_export_lines',
  `create function incident_export_lines_drop_incident() returns trigger language plpgsql as $$
    begin
      delete from incident_export_lines where incident_id = old.id;
      return null;
    end $$`,
  `create trigger incident_export_lines_incident_changed after update on incidents for each row
    when (old.updated_at is distinct from new.updated_at or old.investigation_id is distinct from new.investigation_id)
    execute function incident_export_lines_drop_incident()`,
  `create function incident_export_lines_drop_investigation() returns trigger language plpgsql as $$
    begin
      delete from incident_export_lines where incident_id in (
        select id from incidents where investigation_id = (case when tg_op = 'INSERT' then new.id else old.id end));
      return null;
    end $$`,
  `create trigger incident_export_lines_investigation_changed after update on investigations for each row
    when (old.updated_at is distinct from new.updated_at)
    execute function incident_export_lines_drop_investigation()`,
  `create trigger incident_export_lines_investigation_inserted_or_deleted after insert or delete on investigations
    for each row execute function incident_export_lines_drop_investigation()`,
];

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const statement of pg ? POSTGRES : SQLITE) await sql.raw(statement).execute(db);
}

const TRIGGERS: [string, string][] = [
  ['incident_export_lines_incident_changed', 'incidents'],
  ['incident_export_lines_incident_deleted', 'incidents'],
  ['incident_export_lines_investigation_changed', 'investigations'],
  ['incident_export_lines_investigation_inserted', 'investigations'],
  ['incident_export_lines_investigation_deleted', 'investigations'],
  ['incident_export_lines_investigation_inserted_or_deleted', 'investigations'],
];

export async function down(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name, table] of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${name}${pg ? ` on ${table}` : ''}`).execute(db);
  }
  if (pg) {
    await sql`drop function if exists incident_export_lines_drop_incident()`.execute(db);
    await sql`drop function if exists incident_export_lines_drop_investigation()`.execute(db);
    await sql`delete from incident_export_lines`.execute(db);
    return;
  }
  // The table of 120 again, empty: its lines are written again in the background.
  await sql`drop table incident_export_lines`.execute(db);
  await sql`create table incident_export_lines (
    incident_id text not null primary key references incidents (id) on delete cascade,
    incident_updated_at text not null,
    investigation_updated_at text,
    lookups_key text not null,
    line text not null)`.execute(db);
}
