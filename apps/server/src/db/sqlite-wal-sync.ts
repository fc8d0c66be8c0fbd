import fs from 'node:fs';

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Makes SQLite commits durable without blocking the event loop (docs/decisions/017-wal-fsync-off-the-event-loop.md).
 *
 * The connection runs with `synchronous = NORMAL`: COMMIT appends the transaction to the `-wal` file but does
 * not fsync it. `durable()` then fdatasyncs that file on libuv's thread pool, and the driver acknowledges the
 * commit only after that: the same guarantee as `synchronous = FULL`, whose fsync (~3–4 ms here) ran inside
 * COMMIT on the event-loop thread and held every request of the process meanwhile.
 *
 * The WAL is appended in order, so one fdatasync covers every commit written before it started. One runs at a
 * time; the commits that return while it runs share the next one.
 */
export class WalSync {
  readonly #path: string;
  #fd: number | null = null;
  #running = false;
  /** Callers waiting for the next sync (it starts when the running one ends). */
  #next: Deferred | null = null;
  #closed = false;
  #idle: Deferred | null = null;

  /** `walPath`: the database file's name plus `-wal`. */
  constructor(walPath: string) {
    this.#path = walPath;
  }

  /** Resolves once everything written to the WAL before this call is on disk; rejects if the sync fails. */
  durable(): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('The WAL sync is closed'));
    let waiting = this.#next;
    if (waiting === null) {
      waiting = deferred();
      this.#next = waiting;
      if (!this.#running) this.#start();
    }
    return waiting.promise;
  }

  /** Waits for the syncs asked for, then closes the file. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#running || this.#next !== null) {
      this.#idle ??= deferred();
      await this.#idle.promise;
    }
    if (this.#fd !== null) fs.closeSync(this.#fd);
    this.#fd = null;
  }

  #start(): void {
    const waiting = this.#next;
    if (waiting === null) return;
    this.#next = null;
    let fd: number;
    try {
      fd = this.#open();
    } catch (error) {
      waiting.reject(error);
      this.#settled();
      return;
    }
    this.#running = true;
    // Looked up at each call (not bound once), so that a test can watch the calls.
    fs.fdatasync(fd, (error) => {
      this.#running = false;
      if (error) waiting.reject(error);
      else waiting.resolve();
      this.#settled();
    });
  }

  #settled(): void {
    if (this.#next !== null) this.#start();
    else if (this.#idle !== null && !this.#running) this.#idle.resolve();
  }

  /**
   * The WAL stays the same file while this process's connection is open: SQLite deletes it only when the
   * last connection closes, and a checkpoint rewinds or truncates it in place.
   */
  #open(): number {
    this.#fd ??= fs.openSync(this.#path, 'r+');
    return this.#fd;
  }
}
