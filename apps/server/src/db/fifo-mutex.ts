/**
 * A mutex that hands the lock to waiters in the order they asked (Kysely's own SQLite mutex wakes every
 * waiter and lets the fastest win, so a request could wait behind later ones).
 */
export class FifoMutex {
  #locked = false;
  readonly #waiters: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Passes the lock to the first waiter, or frees it. */
  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}
