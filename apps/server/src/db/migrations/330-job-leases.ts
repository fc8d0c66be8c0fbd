import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * One row per declared background job (jobs/): the lease that makes a job run once per cluster. No process
 * starts the job before `locked_until`: while a pass runs it is the holder's lease (renewed as it runs, so a
 * dead holder's lease expires), after a pass it is the next scheduled run or the retry after a failure.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', ts, (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('last_started_at', ts)
    .addColumn('last_finished_at', ts)
    .addColumn('last_error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
