import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only: the number of incidents per (status, product), kept by the database, so that a list total
 * whose filter reads only those two columns (the plain list, a status or product filter) is a sum over a few
 * hundred rows instead of a count over the incidents (docs/decisions/031-incident-counts.md).
 *
 * - `incident_counts` holds signed changes: statement triggers on `incidents` insert one row per (status,
 *   product) a statement added (+n) or removed (−n) incidents for. Writers only insert, so they never wait for
 *   one another on a counter row, and every reader's snapshot sums exactly the incidents it sees.
 * - The server folds the rows into one per (status, product) now and then (incident-counts.ts); folding changes
 *   no sum.
 * - The migration takes the table's lock before counting, so no write can commit between the count and the
 *   triggers (creating a trigger takes a lock that keeps writers out until the migration commits).
 *
 * SQLite keeps counting with its totals cache (decision 009): it counts a whole table from its b-tree pages,
 * and nothing else writes while it reads.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const POSTGRES = [
  'lock table incidents in share row exclusive mode',
  `create table incident_counts (
    status text not null,
    product text not null,
    n bigint not null)`,
  `insert into incident_counts (status, product, n)
    select status, product, count(*) from incidents group by status, product`,
  `create function incident_counts_added() returns trigger language plpgsql as $$
    begin
      insert into incident_counts (status, product, n)
        select status, product, count(*) from added group by status, product;
      return null;
    end $$`,
  `create function incident_counts_removed() returns trigger language plpgsql as $$
    begin
      insert into incident_counts (status, product, n)
        select status, product, -count(*) from removed group by status, product;
      return null;
    end $$`,
  `create function incident_counts_changed() returns trigger language plpgsql as $$
    begin
      insert into incident_counts (status, product, n)
        select status, product, sum(n) from (
          select status, product, -1 as n from removed
          union all
          select status, product, 1 as n from added) as change
        group by status, product
        having sum(n) <> 0;
      return null;
    end $$`,
  `create function incident_counts_emptied() returns trigger language plpgsql as $$
    begin
      delete from incident_counts;
      return null;
    end $$`,
  `create trigger incident_counts_inserted after insert on incidents
    referencing new table as added for each statement execute function incident_counts_added()`,
  `create trigger incident_counts_deleted after delete on incidents
    referencing old table as removed for each statement execute function incident_counts_removed()`,
  `create trigger incident_counts_updated after update on incidents
    referencing old table as removed new table as added for each statement execute function incident_counts_changed()`,
  `create trigger incident_counts_truncated after truncate on incidents
    for each statement execute function incident_counts_emptied()`,
];

export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const statement of POSTGRES) await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const trigger of ['inserted', 'deleted', 'updated', 'truncated']) {
    await sql.raw(`drop trigger if exists incident_counts_${trigger} on incidents`).execute(db);
  }
  for (const fn of ['added', 'removed', 'changed', 'emptied']) {
    await sql.raw(`drop function if exists incident_counts_${fn}()`).execute(db);
  }
  await sql`drop table if exists incident_counts`.execute(db);
}
