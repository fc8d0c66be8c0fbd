import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import type { Config } from '../../../config';
import { stopWorker } from '../../../db/stop-worker';
import type { ExportFormat, ExportLookups, ExportOutput } from './export-batch';
import type { BatchEnd, ExportWorkerData, FromExportThread, ToExportThread } from './export-protocol';

/**
 * Threads per server process that run exports (docs/decisions/021-exports-on-export-threads.md): two, so
 * that one long export does not hold up another. Each keeps one read-only connection.
 */
export const EXPORT_THREADS = 2;

/** One batch as the export thread gave it back: the records, how many rows, the last row. */
export interface ExportBatch<F extends ExportFormat> {
  value: ExportOutput<F>;
  count: number;
  last: BatchEnd | null;
}

/** One export on one thread. Call `end` when it is over (done, failed or abandoned). */
export interface ExportRun<F extends ExportFormat> {
  batch(query: CompiledQuery): Promise<ExportBatch<F>>;
  end(): void;
}

export interface ExportThreads {
  begin<F extends ExportFormat>(format: F, lookups: ExportLookups): ExportRun<F>;
  /**
   * Starts the first thread now rather than with the first export, which would otherwise wait ~0.3–0.5 s
   * for it to load (the serving process calls this once it listens; tests start threads on demand).
   */
  prestart(): void;
  close(): Promise<void>;
}

interface Call {
  resolve(answer: Extract<FromExportThread, { output: unknown }>): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  calls: Map<number, Call>;
  runs: number;
  alive: boolean;
}

/** An error of a batch statement on an export thread, with the database's code when it gave one. */
export class ExportThreadError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'ExportThreadError';
    this.code = code;
  }
}

/**
 * The bundled worker next to the built server (dist/export-worker.js), or, when the server runs from its
 * TypeScript source (tests, `npm run dev`), export-worker.ts through tsx (ts-worker-shim.mjs).
 */
function spawn(data: ExportWorkerData): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL('./export-worker.ts', here).href;
    return new Worker(new URL('./ts-worker-shim.mjs', here), { workerData: { ...data, entry } });
  }
  return new Worker(new URL('./export-worker.js', here), { workerData: data });
}

/** A pool of `size` export threads on the server's database, started on first use. */
export function createExportThreads(database: Config['database'], size = EXPORT_THREADS): ExportThreads {
  const threads: Thread[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const worker = spawn({ database });
    const thread: Thread = { worker, calls: new Map(), runs: 0, alive: true };
    worker.on('message', (answer: FromExportThread) => {
      const call = thread.calls.get(answer.call);
      if (!call) return;
      thread.calls.delete(answer.call);
      if (thread.calls.size === 0) worker.unref();
      if ('error' in answer) call.reject(new ExportThreadError(answer.error.message, answer.error.code));
      else call.resolve(answer);
    });
    const fail = (error: Error) => {
      // A thread that died fails its calls and its runs; the next export starts a new one.
      thread.alive = false;
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      for (const call of thread.calls.values()) call.reject(error);
      thread.calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The export thread stopped (exit code ${code})`)));
    // An idle thread must not keep a server that is shutting down alive; a thread with calls keeps it.
    worker.unref();
    threads.push(thread);
    return thread;
  }

  function pick(): Thread {
    const idle = threads.find((thread) => thread.runs === 0);
    if (idle) return idle;
    if (threads.length < size) return start();
    return threads.reduce((least, thread) => (thread.runs < least.runs ? thread : least));
  }

  const post = (thread: Thread, message: ToExportThread) => thread.worker.postMessage(message);

  return {
    begin<F extends ExportFormat>(format: F, lookups: ExportLookups): ExportRun<F> {
      if (closed) throw new Error('The export threads are closed');
      const thread = pick();
      const run = nextId++;
      thread.runs++;
      post(thread, { type: 'begin', run, format, lookups });
      let ended = false;
      return {
        batch(query) {
          if (ended) return Promise.reject(new Error('This export has ended'));
          if (!thread.alive) return Promise.reject(new Error('The export thread stopped'));
          const call = nextId++;
          return new Promise((resolve, reject) => {
            thread.calls.set(call, {
              resolve: (answer) =>
                resolve({ value: answer.output as ExportOutput<F>, count: answer.count, last: answer.last }),
              reject,
            });
            thread.worker.ref();
            post(thread, { type: 'batch', run, call, sql: query.sql, parameters: query.parameters });
          });
        },
        end() {
          if (ended) return;
          ended = true;
          thread.runs--;
          if (thread.alive) post(thread, { type: 'end', run });
        },
      };
    },
    prestart() {
      if (!closed && threads.length === 0) start();
    },
    async close() {
      closed = true;
      await Promise.all(threads.splice(0).map(({ worker }) => stopWorker(worker)));
    },
  };
}
