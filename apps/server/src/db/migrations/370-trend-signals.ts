import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Trend signals (docs/api.md "Trend signals"): the rules quality defines (`signal_rules`), the signals they
 * raise (`signals`: unique per rule, group and window end, so that the same window never signals twice) and
 * the incidents each lists (`signal_incidents`). The rules count submitted incidents by group over
 * `submitted_at` ranges: indexed by it, and by part number and supplier for one group's count on submission.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;
  const double = pg ? sql`double precision` : sql`real`;
  await db.schema
    .createTable('signal_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('cool_down_days', 'integer', (c) => c.notNull())
    .addColumn('enabled', bool, (c) => c.notNull())
    .addColumn('owners', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('signals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rule_id', 'text', (c) => c.notNull().references('signal_rules.id').onDelete('cascade'))
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('group_label', 'text', (c) => c.notNull())
    .addColumn('window_from', 'text', (c) => c.notNull())
    .addColumn('window_end', 'text', (c) => c.notNull())
    .addColumn('observed', 'integer', (c) => c.notNull())
    .addColumn('expected', double, (c) => c.notNull())
    .addColumn('p_value', double)
    .addColumn('weekly_counts', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('dismissal_reason', 'text')
    .addColumn('investigation_id', 'text', (c) => c.references('investigations.id').onDelete('set null'))
    .addColumn('acted_by', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('acted_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('signals_rule_group_window_key', ['rule_id', 'group_key', 'window_end'])
    .execute();
  // The inbox: open first, newest first; the cool-down reads a rule and group's last signal.
  await db.schema
    .createIndex('signals_status_created_idx')
    .on('signals')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('signal_incidents')
    .addColumn('signal_id', 'text', (c) => c.notNull().references('signals.id').onDelete('cascade'))
    .addColumn('incident_id', 'text', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('signal_incidents_pk', ['signal_id', 'incident_id'])
    .execute();
  await db.schema
    .createIndex('signal_incidents_incident_idx')
    .on('signal_incidents')
    .column('incident_id')
    .execute();
  await db.schema.createIndex('incidents_submitted_at_idx').on('incidents').column('submitted_at').execute();
  await db.schema
    .createIndex('incidents_part_submitted_idx')
    .on('incidents')
    .columns(['part_number', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('incidents_supplier_submitted_idx')
    .on('incidents')
    .columns(['supplier_id', 'submitted_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('incidents_supplier_submitted_idx').execute();
  await db.schema.dropIndex('incidents_part_submitted_idx').execute();
  await db.schema.dropIndex('incidents_submitted_at_idx').execute();
  await db.schema.dropTable('signal_incidents').execute();
  await db.schema.dropTable('signals').execute();
  await db.schema.dropTable('signal_rules').execute();
}
