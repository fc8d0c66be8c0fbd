import type { keysetWalks as KeysetWalks, ThreadFormats, ThreadRows, WalkStart } from './keyset-walk';
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
  /** Walks read their next batch while this one is sent (keysetWalks' `readAhead`). */
  readAhead?: boolean;
  packRows: typeof PackRows;
  keysetWalks: typeof KeysetWalks;
  /**
   * `import(specifier)`, written in the thread's source itself: a test runner's transform rewrites the
   * `import()`s of the modules it loads, and this function's text goes to the thread as it was transformed.
   */
  importModule(specifier: string): Promise<unknown>;
}

type Formatter = (names: string[], rows: unknown[][], filled?: ThreadRows) => Uint8Array;
type FormatStart = NonNullable<WalkStart['format']>;

/**
 * The message loop of a reader thread (reader-threads.ts starts them), the same for SQLite and PostgreSQL:
 * single queries (`{ id, sql, parameters }`), keyset walks (`walk`, `more`, `close`), `prepare` and 'stop'.
 * Answers are packed when they can be (packed-rows.ts); a walk with a `format` is answered with the chunks its
 * formatter writes instead (decision 024). Inlined into the thread's source, so it must use nothing from
 * outside its body: the helpers come in `options`.
 */
export function serveReads(options: ServeOptions): void {
  const { port, read, packRows, importModule } = options;
  /** The formatters of the formatted walks, by walk id. */
  const formatted = new Map<number, Formatter>();
  /** Formatted walks whose module is still being imported (a 'close' meanwhile takes the id out). */
  const starting = new Set<number>();
  /** The modules of the formats, each imported once (tsx's loader imports TypeScript source: tests, dev). */
  const modules = new Map<string, Promise<{ formats?: ThreadFormats }>>();
  const importFormats = (format: Pick<FormatStart, 'module' | 'loader'>) => {
    let loaded = modules.get(format.module);
    if (!loaded) {
      const { module, loader } = format;
      loaded = (
        loader
          ? importModule(loader).then((api) =>
              (api as { tsImport(file: string, parent: string): Promise<unknown> }).tsImport(module, module),
            )
          : importModule(module)
      ) as Promise<{ formats?: ThreadFormats }>;
      modules.set(module, loaded);
      // A module that failed to load is tried again by the next walk.
      loaded.catch(() => modules.delete(module));
    }
    return loaded;
  };
  const send = (id: number, names: string[], rows: unknown[][], done: boolean, filled?: ThreadRows) => {
    const format = formatted.get(id);
    if (format) {
      if (done) formatted.delete(id);
      const chunk = rows.length > 0 ? format(names, rows, filled) : new Uint8Array(0);
      // Transferred when it owns its whole buffer (TextEncoder's do), copied otherwise.
      const owned = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
      port.postMessage({ id, chunk, done }, owned ? [chunk.buffer] : []);
      return;
    }
    const packed = packRows(rows);
    if (packed) port.postMessage({ id, names, packed, done }, [packed.kinds.buffer, packed.values.buffer]);
    else port.postMessage({ id, names, rows, done });
  };
  const fail = (id: number, error: unknown) => {
    formatted.delete(id);
    starting.delete(id);
    const known = error as { message?: unknown; code?: unknown } | null;
    port.postMessage({
      id,
      error: {
        message: String(known?.message ? known.message : error),
        code: typeof known?.code === 'string' ? known.code : undefined,
      },
    });
  };
  const walks = options.keysetWalks(read, send, fail, setImmediate, options.readAhead === true);
  port.on('message', (received) => {
    const message = received as {
      id: number;
      sql: string;
      parameters: unknown[];
      walk?: WalkStart;
      /** Open the connection, and import a format module (`KeysetWalker.prepare`). */
      prepare?: { module?: string; loader?: string };
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
    if (message.walk) {
      const start = message.walk;
      const format = start.format;
      if (!format) return walks.start(start);
      starting.add(start.id);
      importFormats(format)
        .then((module) => {
          if (!starting.delete(start.id)) return;
          const make = module.formats?.[format.name];
          if (typeof make !== 'function') throw new Error(`${format.module} has no format ${format.name}`);
          formatted.set(start.id, make(format.context as never));
          walks.start(start);
        })
        .catch((error: unknown) => fail(start.id, error));
      return;
    }
    if (message.prepare) {
      const { module, loader } = message.prepare;
      const opened = Promise.resolve().then(() => read('select 1', []));
      Promise.all([module ? importFormats({ module, loader }) : null, opened]).then(
        () => port.postMessage({ id: message.id, done: true }),
        (error: unknown) => fail(message.id, error),
      );
      return;
    }
    if (message.more) return walks.more(message.more);
    if (message.close) {
      starting.delete(message.close);
      formatted.delete(message.close);
      return walks.close(message.close);
    }
    Promise.resolve()
      .then(() => read(message.sql, message.parameters))
      .then(
        ({ names, rows }) => send(message.id, names, rows, true),
        (error: unknown) => fail(message.id, error),
      );
  });
}
