import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver prepares every statement it runs. Compiling SQL is a measurable share of a busy
 * server's time (the same few dozen statements run thousands of times), so prepared statements are kept
 * per SQL text, most recently used last, up to `capacity`.
 *
 * A statement is only handed out again once it is idle: better-sqlite3 refuses to run a statement whose
 * iterator is still open (`busy`), so a busy one gets a fresh, uncached statement instead.
 */
export function withStatementCache(database: SQLite.Database, capacity = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close() {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        if (cached.busy) return database.prepare(sql);
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > capacity) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}
