import type BetterSqlite3 from 'better-sqlite3';
import type { Config } from '../../../config';
import { rowsToObjects } from '../../../db/sqlite-raw-rows';

/** Runs the export's batch statements on the export thread's own connection. */
export interface ExportSource {
  rows(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/**
 * How much of the SQLite file the export thread reads through a memory map instead of read() calls: an
 * export reads rows spread over the whole table (~9 instead of ~14 µs a row for the soak's export). The
 * mapped pages are the operating system's file cache, shared with every other connection, not the
 * process's own memory. Only this read-only connection maps the file.
 */
export const EXPORT_MMAP_BYTES = 1024 ** 3;

/** Prepared statements kept per thread (an export shape has two: the first batch and the ones after it). */
const STATEMENT_CACHE_SIZE = 50;

/**
 * A read-only connection of the export thread: SQLite opened read-only (in WAL mode it sees every committed
 * write and never blocks the writer; each statement is its own read transaction), or one PostgreSQL client
 * on the server's database and schema, connected on first use and again after it failed. The rows are
 * normalised by the same functions as the repositories' rows (export-rows-repository.ts).
 */
export async function openExportSource(database: Config['database']): Promise<ExportSource> {
  if (database.kind === 'postgres') {
    const { default: pg } = await import('pg');
    let client: Promise<InstanceType<typeof pg.Client>> | null = null;
    const connect = () => {
      const next = new pg.Client({
        connectionString: database.url,
        ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
      });
      // A broken connection (server restart, network) is replaced at the next batch.
      next.on('error', () => {
        client = null;
      });
      const connected = next.connect().then(() => next);
      connected.catch(() => {
        client = null;
      });
      return connected;
    };
    return {
      async rows(sql, parameters) {
        client ??= connect();
        const result = await (await client).query({ text: sql, values: [...parameters] });
        return result.rows as Record<string, unknown>[];
      },
      async close() {
        const open = client;
        client = null;
        if (open) await (await open.catch(() => null))?.end();
      },
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(database.file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma(`mmap_size = ${EXPORT_MMAP_BYTES}`);
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    async rows(sql, parameters) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      if (!statement.reader) throw new Error('An export thread runs only statements that return rows');
      statement.raw(true);
      const rows = statement.all(parameters) as unknown[][];
      if (rows.length === 0) return [];
      return rowsToObjects(
        statement.columns().map((column) => column.name),
        rows,
      );
    },
    async close() {
      db.close();
    },
  };
}
