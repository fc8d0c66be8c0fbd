import type { Kysely } from 'kysely';

/**
 * A trend-signal rule may watch one group only (`watch_key`, e.g. `<supplier id>|<part number>`): the rule a
 * closed supplier corrective action request leaves on its supplier and part (decision 051). Null: every group.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('signal_rules').addColumn('watch_key', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('signal_rules').dropColumn('watch_key').execute();
}
