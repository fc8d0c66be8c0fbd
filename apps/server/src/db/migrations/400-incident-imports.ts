import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Imports of an existing incident log and of reference data (modules/imports, decision 054).
 * - `imports`: one uploaded file, its mapping, the dry run's unknown values and the run's progress and counts;
 *   the run's job resumes a pass cut short from `rows_done`.
 * - `import_rows`: what happened to each row of a run (the downloadable report), with what undo needs: the
 *   incident's version after the import wrote it and, for an update, the incident as it was before.
 * - `import_references`: the external reference of every imported incident, so that importing the same file
 *   again finds what it imported (unchanged when the row's hash is the same, updated when not).
 * - `import_mappings`: named mappings kept for the next file of the same shape.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    // JSON: the header row and the first rows (what the mapping table shows).
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('samples', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer')
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused_count', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: the mapping and resolutions the dry run checked (the run uses the same), its unknown values.
    .addColumn('mapping', 'text')
    .addColumn('resolutions', 'text')
    .addColumn('unknowns', 'text')
    .addColumn('max_incident_number', 'integer')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('started_at', ts)
    .addColumn('finished_at', ts)
    .addColumn('undone_at', ts)
    .addColumn('undone_by', 'text')
    .addColumn('error', 'text')
    .execute();
  // The job's claim (the oldest waiting or interrupted run) and the Import tab's list (newest first).
  await db.schema.createIndex('imports_status_idx').on('imports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('imports_created_idx').on('imports').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'text', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('external_reference', 'text', (c) => c.notNull())
    .addColumn('incident_id', 'text')
    .addColumn('incident_number', 'integer')
    // JSON: the reasons of a refused row.
    .addColumn('reasons', 'text')
    .addColumn('version_after', 'integer')
    // JSON: an updated incident as it was, and its reference's hash and source before (what undo restores).
    .addColumn('previous', 'text')
    .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'line'])
    .execute();

  await db.schema
    .createTable('import_references')
    .addColumn('external_reference', 'text', (c) => c.primaryKey())
    .addColumn('incident_id', 'text', (c) =>
      c.notNull().unique().references('incidents.id').onDelete('cascade'),
    )
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .addColumn('original_reporter', 'text')
    .addColumn('import_id', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('import_mappings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The name without case: one mapping of a name per kind.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('import_mappings_name_uq', ['kind', 'name_key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
  await db.schema.dropTable('import_references').execute();
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('imports').execute();
}
