import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { FifoMutex } from './fifo-mutex';
import { forgetColumnNames, iterateRows, readRows, SCHEMA_CHANGE } from './sqlite-raw-rows';

/**
 * SQLite driver with group commit (docs/decisions/013-sqlite-group-commit.md).
 *
 * Every acknowledged commit waits for an fsync of the WAL (~4 ms here), and one database file has one writer
 * at a time, so commits one by one cap a busy server at ~240 writes per second and make writers queue. That
 * fsync runs off the event loop (`durable`, sqlite-wal-sync.ts, decision 017). Here the transactions that run
 * in the same turn of the event loop share one real transaction and one fsync:
 * - the first transaction of a batch runs `BEGIN IMMEDIATE` (takes the write lock; see sqlite-dialect.ts),
 *   and every transaction, the first included, runs inside its own SAVEPOINT, so that a failing transaction
 *   rolls back alone;
 * - a transaction that succeeds releases its savepoint and hands the connection on at once, but its
 *   `commitTransaction` resolves only once the batch's COMMIT has returned and, with `durable`, the WAL is on
 *   disk: nothing is acknowledged to a client before it is durable;
 * - the batch commits in a `setImmediate` after the transactions of this turn, or earlier, before any
 *   statement outside a transaction runs, so that a plain read never sees data that is not yet committed;
 * - when the COMMIT fails (disk full, I/O error) every transaction of the batch fails: none was acknowledged;
 * - a write outside a transaction (sessions, sign-in attempts, ANALYZE, DDL) joins the batch like a one-statement
 *   transaction and commits at once: it waits for another process's write lock the same way as transactions
 *   (from a timer), instead of in SQLite's busy handler, which sleeps on this thread and, in some states of the
 *   WAL, gives up at once with SQLITE_BUSY (seen as 500s at sign-in while a second worker was starting).
 */

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** Called after each batch commits, with the number of transactions it held (tests and metrics). */
  onBatchCommitted?: (transactions: number) => void;
  /** How long a transaction waits for another process's write lock before failing with SQLITE_BUSY. */
  lockWaitMs?: number;
  /**
   * Makes a returned COMMIT durable (sqlite-wal-sync.ts: an fdatasync of the WAL off the event loop). The
   * batch's transactions resolve only after it; without it they resolve when COMMIT returns.
   */
  durable?: () => Promise<void>;
}

const BUSY = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT']);
const isBusy = (error: unknown) => BUSY.has((error as { code?: string }).code ?? '');
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const SAVEPOINT = 'qi_group_member';

/**
 * Statements that may write and may run inside a transaction. The others (PRAGMA, VACUUM, BEGIN…) run as they
 * are: some of them (`pragma foreign_keys`, VACUUM) do nothing or fail inside one.
 */
const MAY_WRITE = /^\s*(insert|update|delete|replace|create|drop|alter|analyze|reindex|with)\b/i;

/** Whether a statement outside a transaction needs the write lock (better-sqlite3 knows whether it writes). */
function takesWriteLock(statement: SqliteStatement, sql: string): boolean {
  // `readonly` is false for writes, RETURNING included (those also return rows), and true for a WITH … SELECT.
  return MAY_WRITE.test(sql) && (statement as { readonly?: boolean }).readonly !== true;
}

function runStatement(statement: SqliteStatement, parameters: unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: readRows(statement as SQLite.Statement, parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

export class GroupCommitSqliteDriver implements Driver {
  readonly #sqlite: SQLite.Database;
  readonly #database: SqliteDatabase;
  readonly #options: GroupCommitOptions;
  readonly #mutex = new FifoMutex();
  /** Transactions released into the open batch, waiting for its COMMIT. Null: no batch open. */
  #batch: Waiter[] | null = null;
  #flushScheduled = false;
  /** The connection's busy_timeout (ms), restored after each attempt to take the write lock. */
  readonly #busyTimeout: number;

  constructor(sqlite: SQLite.Database, database: SqliteDatabase, options: GroupCommitOptions = {}) {
    this.#sqlite = sqlite;
    this.#database = database;
    this.#options = options;
    this.#busyTimeout = Number(sqlite.pragma('busy_timeout', { simple: true }));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return new LeasedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as LeasedConnection;
    if (this.#batch === null) {
      await this.#beginImmediate();
      this.#batch = [];
    }
    try {
      this.#run(`savepoint ${SAVEPOINT}`);
    } catch (error) {
      this.#abandonBatch(error);
      throw error;
    }
    lease.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as LeasedConnection;
    this.#run(`release ${SAVEPOINT}`);
    lease.inTransaction = false;
    const batch = this.#batch;
    if (batch === null) throw new Error('The transaction is not part of an open batch');
    const committed = new Promise<void>((resolve, reject) => batch.push({ resolve, reject }));
    // Hand the connection on now: the next transactions of this turn join the batch.
    lease.release();
    this.#scheduleFlush();
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as LeasedConnection).inTransaction = false;
    this.#rollbackMember();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as LeasedConnection).release();
  }

  async destroy(): Promise<void> {
    await this.#mutex.lock();
    this.#flush();
    this.#database.close();
  }

  /**
   * Runs a statement of a leased connection. Outside a transaction, a read first commits the open batch, and a
   * write runs as a transaction of its own (see #executeAlone).
   */
  async execute(lease: LeasedConnection, compiled: CompiledQuery): Promise<QueryResult<unknown>> {
    const statement = this.#database.prepare(compiled.sql);
    // A schema change may rename the columns of statements already prepared: their names are read again.
    if (SCHEMA_CHANGE.test(compiled.sql)) forgetColumnNames();
    const parameters = compiled.parameters as unknown[];
    if (lease.inTransaction) return runStatement(statement, parameters);
    if (takesWriteLock(statement, compiled.sql)) {
      return this.#executeAlone(statement, parameters);
    }
    this.#flush();
    return runStatement(statement, parameters);
  }

  *stream(lease: LeasedConnection, compiled: CompiledQuery): Iterable<QueryResult<unknown>> {
    if (!SelectQueryNode.is(compiled.query)) {
      throw new Error('The SQLite driver only streams select queries');
    }
    if (!lease.inTransaction) this.#flush();
    const statement = this.#database.prepare(compiled.sql) as SQLite.Statement;
    for (const row of iterateRows(statement, compiled.parameters as unknown[])) yield { rows: [row] };
  }

  unlock(): void {
    this.#mutex.unlock();
  }

  /**
   * Takes the write lock. When another process (WORKERS > 1) holds it, SQLite's own busy handler would sleep
   * on this thread (1, 2, 5, 10… ms) and stall every request of this process; instead the attempt fails at
   * once (busy_timeout 0) and is retried from a timer, so that the event loop keeps serving meanwhile.
   */
  async #beginImmediate(): Promise<void> {
    const deadline = performance.now() + (this.#options.lockWaitMs ?? 5000);
    const timeout = this.#busyTimeout;
    for (let attempt = 0; ; attempt++) {
      this.#sqlite.pragma('busy_timeout = 0');
      try {
        this.#run('begin immediate');
        return;
      } catch (error) {
        if (!isBusy(error) || performance.now() >= deadline) throw error;
      } finally {
        this.#sqlite.pragma(`busy_timeout = ${timeout}`);
      }
      await pause(attempt < 20 ? 1 : 5);
    }
  }

  /**
   * A write outside a transaction: it joins the open batch (or opens one, waiting for the write lock from a
   * timer) in a savepoint of its own, then commits the batch at once and resolves when that COMMIT has.
   */
  async #executeAlone(statement: SqliteStatement, parameters: unknown[]): Promise<QueryResult<unknown>> {
    if (this.#batch === null) {
      await this.#beginImmediate();
      this.#batch = [];
    }
    let result: QueryResult<unknown>;
    try {
      this.#run(`savepoint ${SAVEPOINT}`);
      result = runStatement(statement, parameters);
    } catch (error) {
      this.#rollbackMember();
      throw error;
    }
    this.#run(`release ${SAVEPOINT}`);
    const batch = this.#batch;
    const committed = new Promise<void>((resolve, reject) => batch.push({ resolve, reject }));
    this.#flush();
    await committed;
    return result;
  }

  /** Undoes the current member of the batch (its savepoint); an empty batch is closed. */
  #rollbackMember(): void {
    if (!this.#sqlite.inTransaction) {
      // SQLite rolled the whole transaction back itself (e.g. SQLITE_FULL): the batch is gone.
      this.#abandonBatch(new Error('SQLite rolled back the transaction'));
      return;
    }
    this.#run(`rollback to ${SAVEPOINT}`);
    this.#run(`release ${SAVEPOINT}`);
    // A batch that holds no released transaction is closed at once (it wrote nothing that must be kept).
    if (this.#batch !== null && this.#batch.length === 0) {
      this.#run('rollback');
      this.#batch = null;
    }
  }

  #run(sql: string): void {
    this.#database.prepare(sql).run([]);
  }

  #scheduleFlush(): void {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    setImmediate(() => {
      this.#flushScheduled = false;
      // Waits for the transaction that holds the connection (if any); later ones start a new batch.
      void this.#mutex.lock().then(() => {
        try {
          this.#flush();
        } finally {
          this.#mutex.unlock();
        }
      });
    });
  }

  /** Commits the open batch (the caller holds the connection) and settles its transactions. */
  #flush(): void {
    const batch = this.#batch;
    if (batch === null) return;
    this.#batch = null;
    try {
      this.#run('commit');
    } catch (error) {
      if (this.#sqlite.inTransaction) this.#sqlite.prepare('rollback').run();
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    this.#options.onBatchCommitted?.(batch.length);
    const durable = this.#options.durable;
    if (durable === undefined) {
      for (const waiter of batch) waiter.resolve();
      return;
    }
    // The connection is free again at once; the batch's transactions are acknowledged once the WAL is on disk.
    durable().then(
      () => {
        for (const waiter of batch) waiter.resolve();
      },
      (error: unknown) => {
        for (const waiter of batch) waiter.reject(error);
      },
    );
  }

  /** The batch's transaction is gone (rolled back): its released transactions fail, none was acknowledged. */
  #abandonBatch(error: unknown): void {
    const batch = this.#batch ?? [];
    this.#batch = null;
    if (this.#sqlite.inTransaction) this.#sqlite.prepare('rollback').run();
    for (const waiter of batch) waiter.reject(error);
  }
}

/** One use of the single connection, from acquireConnection to release (released once only). */
class LeasedConnection implements DatabaseConnection {
  inTransaction = false;
  #released = false;
  readonly #driver: GroupCommitSqliteDriver;

  constructor(driver: GroupCommitSqliteDriver) {
    this.#driver = driver;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.#driver.execute(this, compiled)) as QueryResult<R>;
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const result of this.#driver.stream(this, compiled)) yield result as QueryResult<R>;
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.#driver.unlock();
  }
}
