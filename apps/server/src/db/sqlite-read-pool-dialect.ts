import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
} from 'kysely';
import type { ReadPool } from './reader-threads';

const NO_TRANSACTIONS = 'The reader threads run single reads, not transactions';

/**
 * Kysely over the reader threads (sqlite-read-pool.ts): the queries are built and compiled here as for the
 * main connection and run on a thread. Concurrent queries run at the same time on different threads.
 */
export class SqliteReadPoolDialect extends SqliteDialect {
  readonly #pool: ReadPool;

  constructor(pool: ReadPool) {
    super({
      database: () => {
        throw new Error('The reader pool opens its own connections');
      },
    });
    this.#pool = pool;
  }

  override createDriver(): Driver {
    const pool = this.#pool;
    const connection: DatabaseConnection = {
      async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
        return { rows: (await pool.all(compiled.sql, compiled.parameters)) as R[] };
      },
      // biome-ignore lint/correctness/useYield: streaming is refused before the first row
      async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
        throw new Error('The reader threads do not stream; use the main connection');
      },
    };
    return {
      async init() {},
      async acquireConnection() {
        return connection;
      },
      async beginTransaction() {
        throw new Error(NO_TRANSACTIONS);
      },
      async commitTransaction() {
        throw new Error(NO_TRANSACTIONS);
      },
      async rollbackTransaction() {
        throw new Error(NO_TRANSACTIONS);
      },
      async releaseConnection() {},
      async destroy() {
        await pool.close();
      },
    };
  }
}
