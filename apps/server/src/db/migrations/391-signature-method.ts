import type { Kysely } from 'kysely';

/**
 * How a signature was confirmed (decision 053): 'password', or 'provider' for a fresh sign-in at the company's
 * identity provider. Records made before are password signatures. Adding a column with a constant default
 * changes no row, so the append-only triggers of migration 260 are not touched.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('signatures')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('password'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('signatures').dropColumn('method').execute();
}
