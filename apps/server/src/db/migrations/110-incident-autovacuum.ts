import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * PostgreSQL: autovacuum visits `incidents` after 1 % of its rows changed, instead of PostgreSQL's 20 %
 * (docs/decisions/026-incident-autovacuum.md).
 *
 * The list's totals and the charts count through index-only scans, which read a table row only when its
 * page is not marked all-visible. Every insert and every update (a transition) clears that mark on the pages
 * it writes, and only VACUUM sets it again. With the default thresholds a table of 100,000 incidents waits for
 * 20,000 changed rows; in a 10-minute soak (about 6,000 changes) a third of the rows came to be read again,
 * and the plain list's count went from 9 to 88 ms. A vacuum that finds little to do costs well under a second.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export const INCIDENT_AUTOVACUUM = {
  autovacuum_vacuum_scale_factor: 0.01,
  autovacuum_vacuum_insert_scale_factor: 0.01,
  autovacuum_analyze_scale_factor: 0.02,
};

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  const settings = Object.entries(INCIDENT_AUTOVACUUM).map(([name, value]) => `${name} = ${value}`);
  await sql`alter table incidents set (${sql.raw(settings.join(', '))})`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table incidents reset (${sql.raw(Object.keys(INCIDENT_AUTOVACUUM).join(', '))})`.execute(
    db,
  );
}
