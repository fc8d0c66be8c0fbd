import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DbKind } from './incident-list-conditions';

interface Entry {
  stamp: string;
  total: number;
}

const CAPACITY = 500;

/**
 * Totals of filtered incident lists on SQLite, kept until the database changes.
 *
 * Every list page shows the size of its filtered list, and counting e.g. 40,000 matching rows costs more
 * than finding the 100 rows of the page. The totals stay valid while nothing is written, which is what a
 * list mostly sees (people page, sort and filter far more often than they report). The stamp that tells
 * whether anything was written is SQLite's own: `total_changes()` counts every row this connection has
 * inserted, updated or deleted, and `data_version` changes when another connection (another process on the
 * same file, a backup restore) commits. The stamp is read before counting, so a write that lands between
 * the two leaves an entry that no later request can match.
 *
 * Not used on PostgreSQL: other instances write to the same database without telling this one.
 */
export function createCountCache() {
  const entries = new Map<string, Entry>();

  async function stamp(db: Db): Promise<string> {
    const row = await sql<{ changes: number; version: number }>`
      select total_changes() as changes, (select data_version from pragma_data_version) as version
    `.execute(db);
    const first = row.rows[0];
    return `${first?.changes}:${first?.version}`;
  }

  return {
    /** The number the count query returns, from the cache when nothing was written since it was counted. */
    async count(db: Db, kind: DbKind, query: CompiledQuery, run: () => Promise<number>): Promise<number> {
      if (kind !== 'sqlite') return run();
      const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
      const now = await stamp(db);
      const cached = entries.get(key);
      if (cached && cached.stamp === now) return cached.total;
      const total = await run();
      entries.delete(key);
      entries.set(key, { stamp: now, total });
      if (entries.size > CAPACITY) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return total;
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
