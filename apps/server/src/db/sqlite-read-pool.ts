import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type PackedRows, packRows, unpackRows } from './sqlite-packed-rows';
import { rowsToObjects } from './sqlite-raw-rows';
import { stopWorker } from './stop-worker';

/**
 * Read-only SQLite connections on threads of their own, for the long reads (docs/decisions/014-sqlite-reader-threads.md).
 *
 * better-sqlite3 runs a statement on the thread that calls it, and the server's connection lives on the
 * event-loop thread: a chart that aggregates every incident (60–160 ms) or a broad text search (up to 0.5 s)
 * held every other request of the process for that long. In WAL mode readers on other connections see every
 * committed write and never block the writer, so those queries run here instead, on a small pool of threads,
 * each with its own read-only connection, while the event loop goes on serving.
 *
 * Only statements that return rows run here; a write is refused by the connection (it is opened read-only).
 * Each query is its own read transaction: it sees what was committed when it started. Rows come back
 * packed (all their texts in one string, sqlite-packed-rows.ts) with the column names once, and become
 * objects on the calling thread (as on the main connection, sqlite-raw-rows.ts): better-sqlite3 builds arrays
 * in half the time of objects, and one string and two transferred arrays cross threads cheaper than a
 * structured clone of every value (decision 022).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
const packRows = ${packRows.toString()};
db.pragma('busy_timeout = 5000');
const statements = new Map();
function prepare(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size >= workerData.cacheSize) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
}
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const statement = prepare(message.sql);
    if (!statement.reader) throw new Error('A reader thread runs only statements that return rows');
    statement.raw(true);
    const rows = statement.all(message.parameters);
    const names = rows.length > 0 ? statement.columns().map((column) => column.name) : [];
    const packed = packRows(rows);
    if (packed) parentPort.postMessage({ id: message.id, names, packed }, [packed.kinds.buffer, packed.values.buffer]);
    else parentPort.postMessage({ id: message.id, names, rows });
  } catch (error) {
    parentPort.postMessage({
      id: message.id,
      error: { message: String(error && error.message ? error.message : error), code: error && error.code },
    });
  }
});
`;

/** Prepared statements kept per thread (the same few dozen queries run again and again). */
const STATEMENT_CACHE_SIZE = 200;

/** An error of a query that ran on a reader thread, with SQLite's code as better-sqlite3 gives it. */
export class ReadPoolError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

interface Call {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  calls: Map<number, Call>;
}

export interface ReadPool {
  /** Runs one statement that returns rows on the least busy thread. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

/** A pool of `size` reader threads on the database file, started on first use. */
export function createReadPool(file: string, size: number): ReadPool {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const threads: Thread[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file, cacheSize: STATEMENT_CACHE_SIZE },
    });
    const thread: Thread = { worker, calls: new Map() };
    worker.on(
      'message',
      (message: {
        id: number;
        names?: string[];
        /** Packed rows, or `rows` as they are when a value cannot be packed (a blob). */
        packed?: PackedRows;
        rows?: unknown[][];
        error?: { message: string; code?: string };
      }) => {
        const call = thread.calls.get(message.id);
        if (!call) return;
        thread.calls.delete(message.id);
        if (thread.calls.size === 0) worker.unref();
        if (message.error) call.reject(new ReadPoolError(message.error.message, message.error.code));
        else {
          const rows = message.packed ? unpackRows(message.packed) : (message.rows ?? []);
          call.resolve(rowsToObjects(message.names ?? [], rows));
        }
      },
    );
    const fail = (error: Error) => {
      // A thread that died takes its calls with it; the next query starts a new one.
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      for (const call of thread.calls.values()) call.reject(error);
      thread.calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The reader thread stopped (exit code ${code})`)));
    // Idle threads must not keep a server that is shutting down alive; a thread with calls keeps it.
    worker.unref();
    threads.push(thread);
    return thread;
  }

  function pick(): Thread {
    const idle = threads.find((thread) => thread.calls.size === 0);
    if (idle) return idle;
    if (threads.length < size) return start();
    return threads.reduce((least, thread) => (thread.calls.size < least.calls.size ? thread : least));
  }

  return {
    all(sql, parameters) {
      if (closed) return Promise.reject(new Error('The reader threads are closed'));
      const thread = pick();
      const id = nextId++;
      return new Promise<unknown[]>((resolve, reject) => {
        thread.calls.set(id, { resolve, reject });
        thread.worker.ref();
        thread.worker.postMessage({ id, sql, parameters });
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.splice(0).map(({ worker }) => stopWorker(worker)));
    },
  };
}
