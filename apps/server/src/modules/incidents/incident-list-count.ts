import type { TIncidentListQuery } from '@qi/domain/incident-list-query';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';
import { columnRef } from './incident-columns-sql';
import { type CountCache, createCountCache } from './incident-count-cache';
import { countFromIncidentCounts } from './incident-counts';
import type { Condition, DbKind, ListActor } from './incident-list-conditions';

/** Totals of filtered lists per database handle (see incident-count-cache.ts). */
const countCaches = new WeakMap<Db, CountCache>();

function countCache(db: Db): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = createCountCache();
    countCaches.set(db, cache);
  }
  return cache;
}

/**
 * How many incidents meet the condition: on PostgreSQL from the counts per (status, product) when the
 * condition reads only those (incident-counts.ts); on SQLite from the count cache while nothing was written.
 * The cache's stamp is read on `db`, the server's own connection, which sees every write; the counting, the
 * slow part, runs on `readDb` (the reader threads on SQLite, database.ts).
 */
export async function countWhere(db: Db, kind: DbKind, where: Condition, readDb: Db = db): Promise<number> {
  const counted = await countFromIncidentCounts(db, kind, where);
  if (counted !== null) return counted;
  const query = db
    .selectFrom('incidents')
    .select(sql<number | string>`count(*)`.as('total'))
    .where(where as never);
  const compiled = query.compile();
  return countCache(db).count(db, kind, compiled, async () => {
    const row = (await readDb.executeQuery<{ total: number | string }>(compiled)).rows[0];
    return fromDbNumber(row?.total ?? 0);
  });
}

/**
 * Every incident. Without a WHERE clause SQLite counts the table from its b-tree pages without reading the
 * entries (~0.02 ms at 100,000 incidents); even `where 1 = 1` makes it read a whole index (~2 ms).
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
 * instead of reading ~all entries of the status index. PostgreSQL sums its counts per (status, product) for it
 * (countWhere).
 */
export async function listTotal(
  db: Db,
  kind: DbKind,
  query: TIncidentListQuery,
  actor: ListActor,
  where: Condition,
  readDb: Db = db,
) {
  const plainList =
    query.view === 'list' && actor.role !== 'admin' && query.filters.length === 0 && !query.search.trim();
  if (!plainList || kind === 'postgres') return countWhere(db, kind, where, readDb);
  const [all, drafts] = await Promise.all([
    countAll(db),
    countWhere(db, kind, sql`${columnRef('incidents.status')} = 'draft'`, readDb),
  ]);
  return all - drafts;
}
