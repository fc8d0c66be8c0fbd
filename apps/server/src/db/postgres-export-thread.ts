import { createRequire } from 'node:module';
import { type ReadPool, startReaderThreads, THREAD_HELPERS } from './reader-threads';

/** PostgreSQL's type id of `timestamp with time zone`. */
const TIMESTAMPTZ = 1184;

/**
 * A timestamptz as PostgreSQL writes it in a UTC session ('2026-03-01 12:34:56.5+00'), as the ISO text that
 * Date#toISOString would give ('2026-03-01T12:34:56.500Z'); null for any other form (another zone, more than
 * milliseconds, a year past 9999 or BC), which the driver's parser then reads as a Date. Turning the text
 * round is a few string operations; a Date costs a parse on the thread, a copy across, and a format on the
 * event loop (~2 µs a value, two values a row in an export). Inlined into the thread's source.
 */
export function isoTimestamp(text: string): string | null {
  const parts = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,3}))?\+00$/.exec(text);
  return parts ? `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(3, '0')}Z` : null;
}

/** Statements a connection of the export thread keeps prepared (each is a plan in PostgreSQL's backend). */
export const PREPARED_PER_CONNECTION = 200;

/**
 * PostgreSQL's export thread (decision 023): a thread with one connection of its own that walks an export's
 * keyset batches (keyset-walk.ts) and hands them to the event loop as they come. On the event loop each batch
 * was one round trip that could only start once the answer before it had been parsed there, between the
 * other requests' work; here the round trips follow one another on a thread that does nothing else, and the
 * driver parses the rows off the event loop. Rows come as arrays (`rowMode: 'array'`) with the driver's usual
 * parsers, so they are the values the pool gives, but for timestamps: those come as the ISO texts that SQLite
 * stores and fromDbTimestamp passes through (isoTimestamp), not as Dates that the event loop would format again.
 *
 * The connection is opened at the first read and opened again after it is lost. It is held, so that a walk's
 * next statement is written at once and PostgreSQL reads it while the thread writes the batch before
 * (`readAhead`: decision 024). Reads use the driver's callback form: with the `client.query()` promise the same
 * walk cost ~20 ms more CPU per 4,511-row export (garbage collection; decision 023).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const pg = require(workerData.driver);
${THREAD_HELPERS}
const isoTimestamp = ${isoTimestamp.toString()};
const parseTimestamptz = pg.types.getTypeParser(${TIMESTAMPTZ}, 'text');
const types = {
  getTypeParser: (oid, format) =>
    oid === ${TIMESTAMPTZ} && format !== 'binary'
      ? (text) => isoTimestamp(text) ?? parseTimestamptz(text)
      : pg.types.getTypeParser(oid, format),
};
// One connection, taken from the driver's pool once and kept, so that a statement is written to it at once
// (a walk's next batch goes out while the thread sends this one: readAhead). One that is lost is dropped
// (released with its error, which closes it) and the next read opens another; the read that lost it fails,
// and with it the export that asked. The lost connection's errors must be heard, or they would end the thread.
const pool = new pg.Pool({
  connectionString: workerData.url,
  options: workerData.options,
  application_name: workerData.applicationName,
  types,
  max: 1,
  idleTimeoutMillis: 0,
});
pool.on('error', () => undefined);
let held = null;
let opening = null;
const connection = () => {
  if (opening) return opening;
  const mine = pool.connect().then((client) => {
    let dropped = false;
    const drop = (error) => {
      if (dropped) return;
      dropped = true;
      if (opening === mine) {
        opening = null;
        held = null;
      }
      client.release(error instanceof Error ? error : true);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.qiDrop = drop;
    if (opening === mine) held = client;
    return client;
  });
  mine.catch(() => {
    if (opening === mine) opening = null;
  });
  opening = mine;
  return mine;
};
// Named statements, prepared once per connection: PostgreSQL plans a statement of a walk's shape once
// instead of at every batch (decision 024). At most ${PREPARED_PER_CONNECTION} per connection; others run unnamed.
const statementName = (client, sql) => {
  client.qiStatements ??= new Map();
  let name = client.qiStatements.get(sql);
  if (name === undefined && client.qiStatements.size < ${PREPARED_PER_CONNECTION}) {
    name = 'qi_export_' + client.qiStatements.size;
    client.qiStatements.set(sql, name);
  }
  return name;
};
// The driver's callback form: its promise form kept the rows alive longer (decision 023).
const query = (client, sql, parameters) =>
  new Promise((resolve, reject) =>
    client.query({ name: statementName(client, sql), text: sql, values: parameters, rowMode: 'array' }, (error, result) =>
      error ? reject(error) : resolve({ names: result.fields.map((field) => field.name), rows: result.rows }),
    ),
  );
// Two failures drop the connection, and the read runs once more on a new one (a read changes nothing):
// - a prepared statement whose tables changed shape since (a migration by another server, during a rolling
//   deployment) fails with 'cached plan must not change result type' (0A000), and the connection holds it;
// - a lost connection (no SQLSTATE, or class 08 or 57P: terminated, the server restarting). It is dropped at
//   once, not only when the driver reports its end, which may come after the next read has started.
// The client that failed is the one dropped: a read ahead may fail after another read opened a new one.
const retried = (error) => error?.code === '0A000' || !error?.code || /^(08|57P)/.test(error.code);
const attempt = (client, sql, parameters, again) =>
  query(client, sql, parameters).catch((error) => {
    if (again || !retried(error)) throw error;
    client.qiDrop(error);
    return read(sql, parameters, true);
  });
const read = (sql, parameters, again = false) =>
  held
    ? attempt(held, sql, parameters, again)
    : connection().then((client) => attempt(client, sql, parameters, again));
serve({
  port: parentPort,
  read,
  close: () => {
    held?.release();
    held = null;
    return pool.end();
  },
  readAhead: true,
});
`;

/**
 * Export threads per server process, each with its own connection (decision 032): two exports at once each
 * have a thread and a connection, instead of taking turns on one (a walk's statements are short, but every
 * statement of the other export came between two of its own).
 */
export const EXPORT_THREADS = 2;

/** The export thread's connection's settings (without its search_path). */
const EXPORT_THREAD_OPTIONS = '-c TimeZone=UTC -c max_parallel_workers_per_gather=0';

/** The thread's connection's application_name in pg_stat_activity (at most 63 characters). */
export function exportThreadName(schema: string | undefined): string {
  return `qi export${schema ? ` ${schema}` : ''}`.slice(0, 63);
}

/**
 * The export threads on the database at `url` (tables in `schema` when given), started by `prepare` (the server
 * calls it when it starts) or by the walks: a walk goes to a thread with nothing to do, else to the least busy.
 */
export function createPostgresExportThread(url: string, schema: string | undefined): ReadPool {
  const driver = createRequire(import.meta.url).resolve('pg');
  return startReaderThreads(
    WORKER_SOURCE,
    {
      driver,
      url,
      // UTC, so that timestamps come in the form isoTimestamp turns round. No parallel workers: PostgreSQL
      // planned a walk's batch of 1,000 rows with two (Gather Merge) and took 35.5 ms, 10.8 ms without them
      // (EXPLAIN ANALYZE, 100,000 incidents, decision 030); an export is one request among many, and the
      // workers' start costs more than they save on two cores.
      options: `${EXPORT_THREAD_OPTIONS}${schema ? ` -c search_path=${schema}` : ''}`,
      applicationName: exportThreadName(schema),
    },
    EXPORT_THREADS,
    'DatabaseError',
  );
}
