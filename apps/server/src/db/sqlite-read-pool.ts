import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type KeysetWalker, keysetWalks } from './sqlite-keyset-walk';
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
 *
 * A thread also walks a list in keyset batches by itself (`walk`, sqlite-keyset-walk.ts, decision 023): the
 * export's batches come as they are read instead of one request and one answer each.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// The functions below are inlined from their compiled source; esbuild with keepNames (tsx) wraps nested
// functions in a __name helper that is not defined here.
const __name = (target) => target;
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
const packRows = ${packRows.toString()};
const keysetWalks = ${keysetWalks.toString()};
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
function send(id, names, rows, done) {
  const packed = packRows(rows);
  if (packed) parentPort.postMessage({ id, names, packed, done }, [packed.kinds.buffer, packed.values.buffer]);
  else parentPort.postMessage({ id, names, rows, done });
}
function fail(id, error) {
  parentPort.postMessage({
    id,
    error: { message: String(error && error.message ? error.message : error), code: error && error.code },
  });
}
const walks = keysetWalks(prepare, send, fail, setImmediate);
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  if (message.walk) return walks.start(message.walk);
  if (message.more) return walks.more(message.more);
  if (message.close) return walks.close(message.close);
  try {
    const statement = prepare(message.sql);
    if (!statement.reader) throw new Error('A reader thread runs only statements that return rows');
    statement.raw(true);
    const rows = statement.all(message.parameters);
    send(message.id, rows.length > 0 ? statement.columns().map((column) => column.name) : [], rows, true);
  } catch (error) {
    fail(message.id, error);
  }
});
`;

/** Prepared statements kept per thread (the same few dozen queries run again and again). */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Batches a walk's thread may read ahead of the event loop. Two keep the thread reading while the event
 * loop writes a batch, and bound what waits between them (an export's memory: decision 020).
 */
export const WALK_WINDOW = 2;

/** An error of a query that ran on a reader thread, with SQLite's code as better-sqlite3 gives it. */
export class ReadPoolError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

/** A reader thread's answer: rows (packed, or as they are when a value cannot be packed), or an error. */
interface Answer {
  id: number;
  names?: string[];
  packed?: PackedRows;
  rows?: unknown[][];
  /** The last answer of a walk (always true for a single query). */
  done?: boolean;
  error?: { message: string; code?: string };
}

/** Who waits for the answers with an id: a query (one answer) or a walk (several). */
interface Listener {
  answer(answer: Answer): void;
  fail(error: Error): void;
}

interface Thread {
  worker: Worker;
  listeners: Map<number, Listener>;
}

export interface ReadPool extends KeysetWalker {
  /** Runs one statement that returns rows on the least busy thread. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

function answerRows(answer: Answer): Record<string, unknown>[] {
  const rows = answer.packed ? unpackRows(answer.packed) : (answer.rows ?? []);
  return rowsToObjects(answer.names ?? [], rows) as Record<string, unknown>[];
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
    const thread: Thread = { worker, listeners: new Map() };
    worker.on('message', (answer: Answer) => thread.listeners.get(answer.id)?.answer(answer));
    const fail = (error: Error) => {
      // A thread that died takes its queries and walks with it; the next query starts a new one.
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      const listeners = [...thread.listeners.values()];
      thread.listeners.clear();
      for (const listener of listeners) listener.fail(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The reader thread stopped (exit code ${code})`)));
    // Idle threads must not keep a server that is shutting down alive; a thread with work keeps it.
    worker.unref();
    threads.push(thread);
    return thread;
  }

  function pick(): Thread {
    const idle = threads.find((thread) => thread.listeners.size === 0);
    if (idle) return idle;
    if (threads.length < size) return start();
    return threads.reduce((least, thread) => (thread.listeners.size < least.listeners.size ? thread : least));
  }

  function listen(thread: Thread, id: number, listener: Listener): void {
    thread.listeners.set(id, listener);
    thread.worker.ref();
  }

  function forget(thread: Thread, id: number): void {
    thread.listeners.delete(id);
    if (thread.listeners.size === 0) thread.worker.unref();
  }

  return {
    all(sql, parameters) {
      if (closed) return Promise.reject(new Error('The reader threads are closed'));
      const thread = pick();
      const id = nextId++;
      return new Promise<unknown[]>((resolve, reject) => {
        listen(thread, id, {
          answer(answer) {
            forget(thread, id);
            if (answer.error) reject(new ReadPoolError(answer.error.message, answer.error.code));
            else resolve(answerRows(answer));
          },
          fail: reject,
        });
        thread.worker.postMessage({ id, sql, parameters });
      });
    },

    async *walk(plan) {
      if (closed) throw new Error('The reader threads are closed');
      const thread = pick();
      const id = nextId++;
      const answers: Answer[] = [];
      let failure: Error | null = null;
      let wake: (() => void) | null = null;
      listen(thread, id, {
        answer(answer) {
          answers.push(answer);
          wake?.();
        },
        fail(error) {
          failure = error;
          wake?.();
        },
      });
      let done = false;
      try {
        thread.worker.postMessage({ walk: { id, plan, window: WALK_WINDOW } });
        while (!done) {
          while (answers.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          const answer = answers.shift();
          if (!answer) throw failure ?? new Error('The walk ended without an answer');
          if (answer.error) {
            done = true;
            throw new ReadPoolError(answer.error.message, answer.error.code);
          }
          done = answer.done === true;
          // Credit back before the batch is used: the thread reads the next one meanwhile.
          if (!done) thread.worker.postMessage({ more: id });
          const rows = answerRows(answer);
          if (rows.length > 0) yield rows;
        }
      } finally {
        forget(thread, id);
        if (!done && !failure) thread.worker.postMessage({ close: id });
      }
    },

    async close() {
      closed = true;
      await Promise.all(threads.splice(0).map(({ worker }) => stopWorker(worker)));
    },
  };
}
