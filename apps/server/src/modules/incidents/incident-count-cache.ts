import { type CompiledQuery, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import type { DbKind } from './incident-list-conditions';

/** Distinct filtered lists whose totals are kept. */
const CAPACITY = 500;

/**
 * Totals of filtered incident lists. Every list page shows the size of its filtered list, and counting e.g.
 * 40,000 matching rows costs more than finding the 100 rows of the page; people page, sort and filter far
 * more often than they report.
 *
 * - SQLite: a total is kept until the database changes. The stamp that tells whether anything was written is
 *   SQLite's own: `total_changes()` counts every row this connection has changed, and `data_version` changes
 *   when another connection (the CLI, a backup restore) commits. The stamp is read before counting, so a
 *   write that lands between the two leaves an entry no later request can match.
 * - PostgreSQL: other instances write without telling this one, so a total is kept for `ttlMs` only (0: never
 *   kept): a list's total may lag a write by that long, its rows never do.
 */
export function createCountCache(ttlMs: number) {
  const sqliteTotals = new LRUCache<string, { stamp: string; total: number }>({ max: CAPACITY });
  const postgresTotals = ttlMs > 0 ? new LRUCache<string, number>({ max: CAPACITY, ttl: ttlMs }) : null;

  async function stamp(db: Db): Promise<string> {
    const row = await sql<{ changes: number; version: number }>`
      select total_changes() as changes, (select data_version from pragma_data_version) as version
    `.execute(db);
    const first = row.rows[0];
    return `${first?.changes}:${first?.version}`;
  }

  return {
    /** The number the count query returns, from the cache while it is still valid. */
    async count(db: Db, kind: DbKind, query: CompiledQuery, run: () => Promise<number>): Promise<number> {
      const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
      if (kind === 'postgres') {
        const cached = postgresTotals?.get(key);
        if (cached !== undefined) return cached;
        const total = await run();
        postgresTotals?.set(key, total);
        return total;
      }
      const now = await stamp(db);
      const cached = sqliteTotals.get(key);
      if (cached && cached.stamp === now) return cached.total;
      const total = await run();
      sqliteTotals.set(key, { stamp: now, total });
      return total;
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
