import { type ListTotal, listTotalOf } from '@qi/domain/list-total';
import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';
import { type CountCache, createCountCache } from './incident-count-cache';
import type { Condition, DbKind } from './incident-list-conditions-sql';

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
  const query = db.selectFrom('incidents').select(sql<number | string>`count(*)`.as('total')).where(where);
  return cachedCount(db, kind, query.compile());
}

/** The `total` a count query answers, from the count cache while it is valid. */
function cachedCount(db: Db, kind: DbKind, compiled: CompiledQuery): Promise<number> {
  return countCache(db).count(kind, compiled, async () => {
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
 * The total of the filtered list, counted up to `limit` + 1 matches (@qi/domain/list-total): a list of a
 * million incidents answers its page without counting them all, and says "10,000+".
 */
export async function listTotal(db: Db, kind: DbKind, where: Condition, limit: number): Promise<ListTotal> {
  const matches = db
    .selectFrom('incidents')
    .select(sql`1`.as('one'))
    .where(where)
    .limit(limit + 1)
    .as('matches');
  const compiled = db.selectFrom(matches).select(sql<number | string>`count(*)`.as('total')).compile();
  return listTotalOf(await cachedCount(db, kind, compiled), limit);
}
