import type { TIncidentListQuery } from '@qi/domain/incident-list-query';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';
import { columnRef } from './incident-columns-sql';
import { type CountCache, createCountCache } from './incident-count-cache';
import type { Condition, DbKind, ListActor } from './incident-list-conditions';

/** Totals of filtered lists per database handle (see incident-count-cache.ts). */
const countCaches = new WeakMap<Db, CountCache>();

/**
 * Sets how long PostgreSQL list totals are kept for this database handle (buildApp does, from the
 * configuration); a handle never configured keeps none.
 */
export function configureListTotals(db: Db, postgresTtlMs: number): void {
  countCaches.set(db, createCountCache(postgresTtlMs));
}

function countCache(db: Db): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = createCountCache(0);
    countCaches.set(db, cache);
  }
  return cache;
}

/** How many incidents meet the condition, from the count cache while it is valid (incident-count-cache.ts). */
export async function countWhere(db: Db, kind: DbKind, where: Condition): Promise<number> {
  const query = db
    .selectFrom('incidents')
    .select(sql<number | string>`count(*)`.as('total'))
    .where(where as never);
  const compiled = query.compile();
  return countCache(db).count(db, kind, compiled, async () => {
    const row = (await db.executeQuery<{ total: number | string }>(compiled)).rows[0];
    return fromDbNumber(row?.total ?? 0);
  });
}

/**
 * Every incident. Without a WHERE clause SQLite counts the table from its b-tree pages without reading the
 * entries; even `where 1 = 1` makes it read a whole index.
 */
export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('incidents')
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.total);
}

/**
 * The total of the filtered list. SQLite counts a whole table faster than it tests a condition on each row
 * (it counts it from its b-tree pages without reading the entries), so the plain list of a non-admin (every
 * status but draft) is counted there as all incidents minus the drafts (a short range of the status index)
 * instead of reading ~all entries of the status index.
 */
export async function listTotal(
  db: Db,
  kind: DbKind,
  query: TIncidentListQuery,
  actor: ListActor,
  where: Condition,
) {
  const plainList =
    query.view === 'list' && actor.role !== 'admin' && query.filters.length === 0 && !query.search.trim();
  if (!plainList || kind === 'postgres') return countWhere(db, kind, where);
  const [all, drafts] = await Promise.all([
    countAll(db),
    countWhere(db, kind, sql`${columnRef('incidents.status')} = 'draft'`),
  ]);
  return all - drafts;
}
