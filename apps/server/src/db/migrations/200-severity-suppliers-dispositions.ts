import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Nonconforming material (docs/product.md §3 Severity, Supplier, Disposition): suppliers as reference data, an
 * incident's severity, supplier and disposition state, and the disposition's lines. The incident keeps its
 * disposition status as a column (it is state: 'approved' is a decision, not a sum) so that the list sorts and
 * filters by it with an index; quantities and costs per decision are read from the lines.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;

  await db.schema
    .createTable('suppliers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('active', bool, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('suppliers_name_idx').on('suppliers').column('name').execute();

  await db.schema.alterTable('incidents').addColumn('severity', 'text').execute();
  await db.schema.alterTable('incidents').addColumn('supplier_id', 'text').execute();
  await db.schema
    .alterTable('incidents')
    .addColumn('disposition_status', 'text', (c) => c.notNull().defaultTo('awaiting'))
    .execute();
  await db.schema.alterTable('incidents').addColumn('disposition_proposed_by', 'text').execute();
  await db.schema.alterTable('incidents').addColumn('disposition_proposed_at', ts).execute();
  await db.schema.alterTable('incidents').addColumn('disposition_approved_by', 'text').execute();
  await db.schema.alterTable('incidents').addColumn('disposition_approved_at', ts).execute();
  for (const column of ['severity', 'supplier_id', 'disposition_status']) {
    await db.schema.createIndex(`incidents_${column}_idx`).on('incidents').column(column).execute();
  }

  await db.schema
    .createTable('disposition_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('incident_id', 'text', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('quantity', pg ? sql`bigint` : sql`integer`, (c) => c.notNull())
    .addColumn('cost', 'numeric')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('responsible_id', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('disposition_lines_incident_idx')
    .on('disposition_lines')
    .columns(['incident_id', 'position'])
    .unique()
    .execute();
  await db.schema
    .createIndex('disposition_lines_responsible_idx')
    .on('disposition_lines')
    .column('responsible_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('disposition_lines').execute();
  for (const column of ['severity', 'supplier_id', 'disposition_status']) {
    await db.schema.dropIndex(`incidents_${column}_idx`).execute();
  }
  for (const column of [
    'disposition_approved_at',
    'disposition_approved_by',
    'disposition_proposed_at',
    'disposition_proposed_by',
    'disposition_status',
    'supplier_id',
    'severity',
  ]) {
    await db.schema.alterTable('incidents').dropColumn(column).execute();
  }
  await db.schema.dropTable('suppliers').execute();
}
