import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { KeysetWalker } from './keyset-walk';
import { createPostgresExportThread } from './postgres-export-thread';
import { AUTOCHECKPOINT_PAGES, startCheckpointer } from './sqlite-checkpointer';
import { SqliteGroupCommitDialect } from './sqlite-dialect';
import { createReadPool } from './sqlite-read-pool';
import { SqliteReadPoolDialect } from './sqlite-read-pool-dialect';
import { withStatementCache } from './sqlite-statement-cache';
import { WalSync } from './sqlite-wal-sync';
import type { Database } from './types';

export type Db = Kysely<Database>;
export type DatabaseKind = Config['database']['kind'];

/**
 * Reader threads per server process on SQLite (sqlite-read-pool.ts): two, so that one long read does not
 * queue behind another.
 */
const SQLITE_READ_THREADS = 2;

export interface DatabaseHandle {
  db: Db;
  /**
   * For the long reads (charts, counts, text searches): on SQLite the reader threads, which see what is
   * committed and keep the event loop free; on PostgreSQL the same pool as `db`.
   */
  readDb: Db;
  /**
   * Walks the export's keyset batches on a thread of its own and hands them over as they come (decision 023):
   * on SQLite a reader thread, so that an export's batches do not wait behind the charts and searches on
   * `readDb` (decision 021); on PostgreSQL a thread with a connection of its own.
   */
  exportWalker: KeysetWalker;
  kind: DatabaseKind;
  /** PostgreSQL schema holding the tables (and the migration bookkeeping); undefined on SQLite. */
  schema: string | undefined;
  close(): Promise<void>;
}

/**
 * Opens the database named by the configuration.
 * SQLite pragmas: WAL (readers never block the writer), foreign_keys=ON (SQLite leaves them off),
 * busy_timeout=5000 (wait for a lock instead of failing at once). SQLITE_SYNCHRONOUS: FULL (default) makes
 * every acknowledged commit durable (the WAL is fdatasynced before the commit resolves, off the event loop:
 * sqlite-wal-sync.ts), so it survives a power cut (quality records are audit evidence); NORMAL survives a crash
 * of the process but may lose the last commits on power loss or an OS crash (never corrupts the file).
 * Measured cost and crash tests: docs/reliability.md. Transactions of one turn of the event loop share one
 * commit and one fsync (sqlite-group-commit-driver.ts).
 */
export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const exportWalker = createPostgresExportThread(database.url, database.schema);
    return {
      db,
      readDb: db,
      exportWalker,
      kind: 'postgres',
      schema: database.schema ?? 'public',
      close: async () => {
        await exportWalker.close();
        await db.destroy();
      },
    };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const synchronous = database.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL';
  // FULL's fsync at every COMMIT would run on the event-loop thread; the connection commits without it and
  // the WAL is fdatasynced on the thread pool before the commit is acknowledged (sqlite-wal-sync.ts).
  sqlite.pragma('synchronous = NORMAL');
  const walSync = synchronous === 'FULL' ? new WalSync(`${database.file}-wal`) : null;
  // Checkpoints run on a thread of their own (sqlite-checkpointer.ts); this is only the safety net.
  sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  const checkpointer = startCheckpointer(database.file, synchronous, (message) =>
    process.emitWarning(`SQLite checkpoint failed: ${message}`),
  );
  const db = new Kysely<Database>({
    dialect: new SqliteGroupCommitDialect(
      sqlite,
      withStatementCache(sqlite),
      walSync ? { durable: () => walSync.durable() } : {},
    ),
  });
  const readDb = new Kysely<Database>({
    dialect: new SqliteReadPoolDialect(createReadPool(database.file, SQLITE_READ_THREADS)),
  });
  const exportWalker = createReadPool(database.file, 1);
  return {
    db,
    readDb,
    exportWalker,
    kind: 'sqlite',
    schema: undefined,
    close: async () => {
      await readDb.destroy();
      await exportWalker.close();
      await checkpointer.stop();
      await db.destroy();
      await walSync?.close();
    },
  };
}
