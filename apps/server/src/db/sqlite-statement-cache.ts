import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * Kysely's SQLite driver prepares every statement it runs. The same few dozen statements run thousands of
 * times on a busy server, so prepared statements are kept per SQL text, the least recently used dropped.
 *
 * A statement is only handed out again once it is idle: better-sqlite3 refuses to run a statement whose
 * iterator is still open (`busy`), so a busy one gets a fresh, uncached statement instead.
 */
export function withStatementCache(database: SQLite.Database, capacity = 500): SqliteDatabase {
  const cache = new LRUCache<string, SQLite.Statement>({ max: capacity });
  return {
    close() {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) return cached.busy ? database.prepare(sql) : cached;
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      return statement;
    },
  };
}
