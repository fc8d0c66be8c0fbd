import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './types';

export type Db = Kysely<Database>;
export type DatabaseKind = Config['database']['kind'];

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL schema holding the tables (and the migration bookkeeping); undefined on SQLite. */
  schema: string | undefined;
  close(): Promise<void>;
}

/**
 * Kysely's SQLite driver, with write transactions begun IMMEDIATE: the write lock is taken at BEGIN, so a
 * transaction that reads and then writes never fails half-way with SQLITE_BUSY because another connection
 * (the CLI, a backup) wrote in between; it waits up to busy_timeout at its start instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

function openPostgres(database: Extract<Config['database'], { kind: 'postgres' }>): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', schema: database.schema ?? 'public', close: () => db.destroy() };
}

/**
 * Opens the database named by the configuration.
 * SQLite: WAL (readers never block the writer), foreign_keys=ON (SQLite leaves them off), busy_timeout (wait
 * for a lock instead of failing at once), and `synchronous` as configured: FULL (default) fsyncs the WAL at
 * every commit, so an acknowledged write survives a power cut; NORMAL survives a crash of the process but may
 * lose the last commits on power loss (docs/reliability.md).
 */
export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.kind === 'postgres') return openPostgres(database);
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${database.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
  });
  return { db, kind: 'sqlite', schema: undefined, close: () => db.destroy() };
}
