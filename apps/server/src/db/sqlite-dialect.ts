import type SQLite from 'better-sqlite3';
import { type Driver, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import { type GroupCommitOptions, GroupCommitSqliteDriver } from './sqlite-group-commit-driver';

/**
 * Kysely's SQLite dialect with our driver (sqlite-group-commit-driver.ts):
 * - transactions start with `BEGIN IMMEDIATE`: the write lock is taken (waiting up to busy_timeout) before
 *   the first statement. Kysely's plain `BEGIN` takes it at the first write instead, and when another
 *   process (WORKERS > 1, or a second instance on the same file) committed in between, SQLite cannot upgrade
 *   the read snapshot and fails at once with SQLITE_BUSY, without waiting;
 * - transactions that run in the same turn of the event loop commit together, with one fsync.
 */
export class SqliteGroupCommitDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;
  readonly #database: SqliteDialectConfig['database'];
  readonly #options: GroupCommitOptions;

  constructor(
    sqlite: SQLite.Database,
    database: SqliteDialectConfig['database'],
    options: GroupCommitOptions = {},
  ) {
    super({ database });
    this.#sqlite = sqlite;
    this.#database = database;
    this.#options = options;
  }

  override createDriver(): Driver {
    if (typeof this.#database === 'function') throw new Error('Pass the database itself, not a factory');
    return new GroupCommitSqliteDriver(this.#sqlite, this.#database, this.#options);
  }
}
