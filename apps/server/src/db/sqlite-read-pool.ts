import { createRequire } from 'node:module';
import { type ReadPool, startReaderThreads, THREAD_HELPERS } from './reader-threads';

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
 * packed (all their texts in one string, packed-rows.ts) with the column names once, and become
 * objects on the calling thread (as on the main connection, sqlite-raw-rows.ts): better-sqlite3 builds arrays
 * in half the time of objects, and one string and two transferred arrays cross threads cheaper than a
 * structured clone of every value (decision 022).
 *
 * A thread also walks a list in keyset batches by itself (`walk`, keyset-walk.ts, decision 023): the
 * export's batches come as they are read instead of one request and one answer each.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
${THREAD_HELPERS}
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
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
serve({
  port: parentPort,
  read(sql, parameters) {
    const statement = prepare(sql);
    if (!statement.reader) throw new Error('A reader thread runs only statements that return rows');
    statement.raw(true);
    const rows = statement.all(parameters);
    return { names: rows.length > 0 ? statement.columns().map((column) => column.name) : [], rows };
  },
  close: () => db.close(),
});
`;

/** Prepared statements kept per thread (the same few dozen queries run again and again). */
const STATEMENT_CACHE_SIZE = 200;

/** A pool of `size` reader threads on the database file, started on first use. */
export function createReadPool(file: string, size: number): ReadPool {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return startReaderThreads(
    WORKER_SOURCE,
    { driver, file, cacheSize: STATEMENT_CACHE_SIZE },
    size,
    'SqliteError',
  );
}
