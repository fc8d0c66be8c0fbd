import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { stopWorker } from './stop-worker';

/**
 * WAL checkpoints on a thread of their own (docs/decisions/013-sqlite-group-commit.md).
 *
 * SQLite copies the WAL back into the database file when a COMMIT takes the WAL past `wal_autocheckpoint`
 * pages, inside that COMMIT, on the thread that runs it, and with `synchronous = FULL` it fsyncs the database
 * file as well. better-sqlite3 runs on the event-loop thread, so every few seconds one request's commit took
 * 250–400 ms in the 50-user soak and the whole process waited with it. Here the application's connection
 * checkpoints only as a safety net (AUTOCHECKPOINT_PAGES, when this thread falls far behind) and a worker
 * thread with its own connection runs a PASSIVE checkpoint every INTERVAL_MS: it neither blocks the writer
 * nor the readers, and its fsync no longer stalls the event loop.
 */
export const AUTOCHECKPOINT_PAGES = 10_000;
const INTERVAL_MS = 200;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
db.pragma('synchronous = ' + workerData.synchronous);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/** Starts the checkpoint thread for the database file; `onError` hears failed checkpoints. */
export function startCheckpointer(
  file: string,
  synchronous: 'FULL' | 'NORMAL',
  onError: (message: string) => void = () => {},
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, synchronous, intervalMs: INTERVAL_MS },
  });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(error.message));
  // The thread must not keep a server that is shutting down alive.
  worker.unref();
  return {
    stop: () => stopWorker(worker),
  };
}
