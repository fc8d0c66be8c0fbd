import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Effectiveness checks (docs/product.md §3): completing an investigation schedules one. The "Ineffective" flag
 * of an incident is not stored: it is read from the checks of the incident's investigation through the
 * investigation index, one indexed lookup for a details page. The owner and status/due indexes serve "my
 * tasks" and a reminder scheduler (what is due on a day).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('effectiveness_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('investigation_id', 'text', (c) =>
      c.notNull().references('investigations.id').onDelete('cascade'),
    )
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('evidence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('recorded_by', 'text')
    .addColumn('recorded_at', ts)
    .addColumn('follow_up_investigation_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('effectiveness_checks_investigation_idx')
    .on('effectiveness_checks')
    .columns(['investigation_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('effectiveness_checks_owner_idx')
    .on('effectiveness_checks')
    .columns(['owner_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('effectiveness_checks_due_idx')
    .on('effectiveness_checks')
    .columns(['status', 'due_date'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('effectiveness_checks').execute();
}
