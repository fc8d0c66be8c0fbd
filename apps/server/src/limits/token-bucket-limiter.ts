import { createRequire } from 'node:module';
import { RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/database';
import {
  type BucketRow,
  deleteBucket,
  giveBackToBucket,
  readBucket,
  setBucket,
  settleInBucket,
  takeFromBucket,
} from './rate-limit-repository';

// The library types its store base class on its entry point but ships it only under lib/.
const RateLimiterStoreAbstract = createRequire(import.meta.url)(
  'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js',
) as typeof StoreAbstract;

/** Passed through the library's `consume`/`reward` options to our store. */
export interface BucketOptions {
  /** consume: count the try as pending until it is settled. reward: settle it. */
  pending?: boolean;
}

interface StoreResult extends BucketRow {
  now: number;
}

/** The library's answer, plus the tries still pending in the bucket at that same statement. */
export class BucketAnswer extends RateLimiterRes {
  constructor(
    remaining: number,
    msBeforeNext: number,
    consumed: number,
    readonly pending: number,
  ) {
    super(remaining, msBeforeNext, consumed, false);
  }
}

/**
 * rate-limiter-flexible's API (consume, reward, get, delete, block) over a token bucket kept in our database
 * (docs/decisions/042-one-rate-limiter.md). `points` tries fit in the bucket and it refills evenly over
 * `duration` seconds, so no moment lets more than `points` through at once: the library's own stores reset a
 * fixed window and let twice the limit through around its end. The bucket is one row holding the time at which
 * it is full again (GCRA), written by one atomic statement on SQLite and PostgreSQL alike.
 */
export class TokenBucketLimiter extends RateLimiterStoreAbstract {
  readonly #db: Db;

  constructor(opts: { db: Db; keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: opts.db, keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration });
    this.#db = opts.db;
  }

  /** Milliseconds of capacity one point takes. */
  get #interval(): number {
    return this.msDuration / this.points;
  }

  /** The library's store hook: points > 0 take, < 0 give back, forceExpire sets (block/set). */
  async _upsert(
    rlKey: string,
    points: number,
    _msDuration: number,
    forceExpire = false,
    options: BucketOptions = {},
  ): Promise<StoreResult> {
    const now = Date.now();
    if (forceExpire) return { ...(await setBucket(this.#db, rlKey, now + points * this.#interval)), now };
    if (points < 0) {
      const row = await giveBackToBucket(this.#db, {
        key: rlKey,
        cost: -points * this.#interval,
        settle: options.pending === true,
      });
      return { ...(row ?? { tat: now, pending: 0, admitted: true }), now };
    }
    const row = await takeFromBucket(this.#db, {
      key: rlKey,
      now,
      cost: points * this.#interval,
      capacity: this.msDuration,
      reserve: options.pending === true,
    });
    return { ...row, now };
  }

  async _get(rlKey: string): Promise<StoreResult | null> {
    const row = await readBucket(this.#db, rlKey);
    return row ? { ...row, admitted: true, now: Date.now() } : null;
  }

  _delete(rlKey: string): Promise<boolean> {
    return deleteBucket(this.#db, rlKey);
  }

  /** The library's answer: a refused try reads as more than `points` consumed, with the wait until it fits. */
  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoreResult): BucketAnswer {
    const used = Math.max(0, result.tat - result.now);
    if (!result.admitted) {
      const wait = Math.ceil(used + changedPoints * this.#interval - this.msDuration);
      const consumed = this.points + Math.max(1, changedPoints);
      return new BucketAnswer(0, Math.max(1, wait), consumed, result.pending);
    }
    // A hair of tolerance: a bucket drained by whole points must not read as one point fuller.
    const consumed = Math.min(this.points, Math.ceil(used / this.#interval - 1e-9));
    const remaining = Math.max(0, Math.floor((this.msDuration - used) / this.#interval + 1e-9));
    return new BucketAnswer(remaining, used, consumed, result.pending);
  }

  /** A try reserved with `pending` was checked and counts: it stays taken and is no longer pending. */
  settle(key: string): Promise<void> {
    return settleInBucket(this.#db, this.getKey(key));
  }
}
