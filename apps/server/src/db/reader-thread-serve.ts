import type { keysetWalks as KeysetWalks, ThreadRows } from './keyset-walk';
import type { packRows as PackRows } from './packed-rows';

/** What a reader thread's source gives `serveReads`: its connection's reads, and the inlined helpers. */
export interface ServeOptions {
  port: {
    on(event: 'message', listener: (message: unknown) => void): unknown;
    postMessage(message: unknown, transfer?: ArrayBufferLike[]): void;
    close(): void;
  };
  /** One statement that returns rows. */
  read(sql: string, parameters: readonly unknown[]): ThreadRows | Promise<ThreadRows>;
  /** Closes the connection ('stop'). */
  close(): void | Promise<void>;
  packRows: typeof PackRows;
  keysetWalks: typeof KeysetWalks;
}

/**
 * The message loop of a reader thread (reader-threads.ts starts them), the same for SQLite and PostgreSQL:
 * single queries (`{ id, sql, parameters }`), keyset walks (`walk`, `more`, `close`) and 'stop'. Answers are
 * packed when they can be (packed-rows.ts). Inlined into the thread's source, so it must use nothing from
 * outside its body: the helpers come in `options`.
 */
export function serveReads(options: ServeOptions): void {
  const { port, read, packRows } = options;
  const send = (id: number, names: string[], rows: unknown[][], done: boolean) => {
    const packed = packRows(rows);
    if (packed) port.postMessage({ id, names, packed, done }, [packed.kinds.buffer, packed.values.buffer]);
    else port.postMessage({ id, names, rows, done });
  };
  const fail = (id: number, error: unknown) => {
    const known = error as { message?: unknown; code?: unknown } | null;
    port.postMessage({
      id,
      error: {
        message: String(known?.message ? known.message : error),
        code: typeof known?.code === 'string' ? known.code : undefined,
      },
    });
  };
  const walks = options.keysetWalks(read, send, fail, setImmediate);
  port.on('message', (received) => {
    const message = received as {
      id: number;
      sql: string;
      parameters: unknown[];
      walk?: Parameters<typeof walks.start>[0];
      more?: number;
      close?: number;
    };
    if (received === 'stop') {
      // A connection that fails to close is closed with the thread all the same.
      void Promise.resolve()
        .then(() => options.close())
        .catch(() => undefined)
        .then(() => port.close());
      return;
    }
    if (message.walk) return walks.start(message.walk);
    if (message.more) return walks.more(message.more);
    if (message.close) return walks.close(message.close);
    Promise.resolve()
      .then(() => read(message.sql, message.parameters))
      .then(
        ({ names, rows }) => send(message.id, names, rows, true),
        (error: unknown) => fail(message.id, error),
      );
  });
}
