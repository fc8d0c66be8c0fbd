import { Worker } from 'node:worker_threads';
import { type KeysetWalker, type KeysetWalkPlan, keysetWalks, type WalkStart } from './keyset-walk';
import { type PackedRows, packRows, unpackRows } from './packed-rows';
import { serveReads } from './reader-thread-serve';
import { rowsToObjects } from './sqlite-raw-rows';
import { stopWorker } from './stop-worker';

/**
 * Threads that read for the event loop: SQLite's reader threads (sqlite-read-pool.ts) and PostgreSQL's export
 * thread (postgres-export-thread.ts). This is their event-loop side; serveReads is the threads' side.
 * A thread answers single queries and keyset walks (keyset-walk.ts). Rows come back packed (packed-rows.ts)
 * with the column names once, and become objects here (sqlite-raw-rows.ts).
 */

/**
 * What a thread's source needs, as source: `serve({ port, read, close })` runs its message loop (serveReads,
 * with `packRows` and `keysetWalks`, all three inlined from their compiled code, and `importModule` for the
 * formats of formatted walks). esbuild with keepNames (tsx) wraps nested functions in a __name helper that the
 * thread does not have, so it is defined as the identity.
 */
export const THREAD_HELPERS = `
const __name = (target) => target;
const packRows = ${packRows.toString()};
const keysetWalks = ${keysetWalks.toString()};
const serveReads = ${serveReads.toString()};
const importModule = (specifier) => import(specifier);
const serve = (options) => serveReads({ ...options, packRows, keysetWalks, importModule });
`;

/**
 * Batches a walk's thread may read ahead of the event loop. Two keep the thread reading while the event
 * loop writes a batch, and bound what waits between them (an export's memory: decision 020).
 */
export const WALK_WINDOW = 2;

/**
 * Batches a formatted walk's thread may write ahead of the event loop (decision 032). One more than a rows
 * walk: under load a busy event loop was sometimes two chunks behind, and the thread stopped until it caught
 * up. A chunk is the CSV of a 1,000-row batch (~0.9 MB), so the window still bounds an export's memory.
 */
export const CHUNK_WALK_WINDOW = 3;

/**
 * An error of a query that ran on a reader thread, named and coded as its driver names and codes it
 * (better-sqlite3: 'SqliteError', 'SQLITE_ERROR'; pg: 'DatabaseError' and the SQLSTATE).
 */
export class ReadPoolError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined, name: string) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

/** A reader thread's answer: rows (packed, or as they are when a value cannot be packed), or an error. */
interface Answer {
  id: number;
  names?: string[];
  packed?: PackedRows;
  rows?: unknown[][];
  /** A formatted walk's batch, as its format wrote it. */
  chunk?: Uint8Array;
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

/**
 * The module that imports a format's module in a thread when it is TypeScript source (tsx's API): the server
 * run from its source (tests, `npm run dev`, the scripts). The built server's formats are JavaScript and need
 * none (undefined).
 */
function loaderOf(module: string): string | undefined {
  return module.endsWith('.ts') ? import.meta.resolve('tsx/esm/api') : undefined;
}

/**
 * A pool of up to `size` reader threads running `source` (which calls serveReads) with `workerData`, started
 * on first use. Their errors are ReadPoolErrors named `errorName`.
 */
export function startReaderThreads(
  source: string,
  workerData: unknown,
  size: number,
  errorName: string,
): ReadPool {
  const threads: Thread[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const worker = new Worker(source, { eval: true, workerData });
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

  /** One message with one answer (a query, `prepare`) to the least busy thread; `result` reads the answer. */
  function ask<T>(message: object, result: (answer: Answer) => T, to?: Thread): Promise<T> {
    if (closed) return Promise.reject(new Error('The reader threads are closed'));
    const thread = to ?? pick();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      listen(thread, id, {
        answer(answer) {
          forget(thread, id);
          if (answer.error) reject(new ReadPoolError(answer.error.message, answer.error.code, errorName));
          else resolve(result(answer));
        },
        fail: reject,
      });
      thread.worker.postMessage({ id, ...message });
    });
  }

  /** A walk's answers as they come, each credited back before it is handed on (the thread reads meanwhile). */
  async function* walkAnswers(plan: KeysetWalkPlan, format: WalkStart['format']): AsyncGenerator<Answer> {
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
      const start: WalkStart = { id, plan, window: format ? CHUNK_WALK_WINDOW : WALK_WINDOW, format };
      thread.worker.postMessage({ walk: start });
      while (!done) {
        while (answers.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        const answer = answers.shift();
        if (!answer) throw failure ?? new Error('The walk ended without an answer');
        if (answer.error) {
          done = true;
          throw new ReadPoolError(answer.error.message, answer.error.code, errorName);
        }
        done = answer.done === true;
        if (!done) thread.worker.postMessage({ more: id });
        yield answer;
      }
    } finally {
      forget(thread, id);
      if (!done && !failure) thread.worker.postMessage({ close: id });
    }
  }

  return {
    all(sql, parameters) {
      return ask({ sql, parameters }, answerRows);
    },

    async *walk(plan) {
      for await (const answer of walkAnswers(plan, undefined)) {
        const rows = answerRows(answer);
        if (rows.length > 0) yield rows;
      }
    },

    async prepare(module) {
      if (closed) throw new Error('The reader threads are closed');
      // Every thread of the pool, so that no walk waits for a thread to start (a second export at once).
      while (threads.length < size) start();
      const message = { prepare: { module, loader: module ? loaderOf(module) : undefined } };
      await Promise.all(threads.map((thread) => ask(message, () => undefined, thread)));
    },

    async *walkChunks(plan, format) {
      const start = { ...format, loader: loaderOf(format.module) };
      for await (const answer of walkAnswers(plan, start)) {
        if (answer.chunk && answer.chunk.byteLength > 0) yield answer.chunk;
      }
    },

    async close() {
      closed = true;
      await Promise.all(threads.splice(0).map(({ worker }) => stopWorker(worker)));
    },
  };
}
