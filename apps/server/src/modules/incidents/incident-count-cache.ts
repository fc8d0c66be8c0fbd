import type { CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DbKind } from './incident-list-conditions-sql';

/** Distinct filtered lists whose totals are kept. */
const CAPACITY = 500;

/**
 * Totals of filtered incident lists on PostgreSQL, kept for `ttlMs` (0: never kept). Every list page shows
 * the size of its filtered list, counted up to 10,001 matches, and on PostgreSQL that count costs more than
 * the page's rows; other instances write without telling this one, so a list's total may lag a write by the
 * time to live, its rows never do. SQLite counts at every request: its capped counts read an index in the
 * server's own process, and the soak at 100,000 incidents showed no difference with a cache.
 */
export function createCountCache(ttlMs: number) {
  const totals = ttlMs > 0 ? new LRUCache<string, number>({ max: CAPACITY, ttl: ttlMs }) : null;
  return {
    /** The number the count query returns, from the cache while it is still valid. */
    async count(kind: DbKind, query: CompiledQuery, run: () => Promise<number>): Promise<number> {
      if (kind !== 'postgres' || !totals) return run();
      const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
      const cached = totals.get(key);
      if (cached !== undefined) return cached;
      const total = await run();
      totals.set(key, total);
      return total;
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
