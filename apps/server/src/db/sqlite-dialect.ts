import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Transactions start with `BEGIN IMMEDIATE`: the write lock is taken (waiting up to busy_timeout) before
 * the first statement. Kysely's plain `BEGIN` takes it at the first write instead, and when another
 * process (WORKERS > 1, or a second instance on the same file) committed in between, SQLite cannot upgrade
 * the read snapshot and fails at once with SQLITE_BUSY, without waiting.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class SqliteImmediateDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}
