import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Reminders (docs/product.md §3 Reminders): one row per reminder sent — its kind, the item (or, for a digest, the
 * recipient) and the due date (or the digest's week). The primary key is what makes a reminder go out once:
 * the scheduler inserts the row in the transaction that queues the email, so a second pass, a restart or
 * another instance finds it there and sends nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('reminder_log')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('sent_on', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_log_pk', ['kind', 'item_key', 'due_date'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reminder_log').execute();
}
