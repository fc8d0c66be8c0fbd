import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database';
import { deleteBucketsFullBefore } from './rate-limit-repository';
import { BucketAnswer, TokenBucketLimiter } from './token-bucket-limiter';

/**
 * A limit: `limit` tries of `kind` per `key`, refilling evenly over `windowMinutes` (a token bucket: never more
 * than `limit` at once, and never twice the limit around a window's end).
 */
export interface RateRule {
  kind: string;
  key: string;
  limit: number;
  windowMinutes: number;
  /** Who the rule protects, for the security log. */
  account: string;
}

/** One try taken from a rule's bucket, and the library's answer at that moment. */
export interface Taken {
  rule: RateRule;
  res: RateLimiterRes;
}

/** A rule that had no room left. */
export class LimitReached extends Error {
  constructor(
    readonly rule: RateRule,
    readonly res: RateLimiterRes,
  ) {
    super(`limit ${rule.kind} reached`);
    this.name = 'LimitReached';
  }
}

export const limiterFor = (db: Db, rule: Pick<RateRule, 'kind' | 'limit' | 'windowMinutes'>) =>
  new TokenBucketLimiter({ db, keyPrefix: rule.kind, points: rule.limit, duration: rule.windowMinutes * 60 });

/** How long a try waits for others' tries, still being checked, to settle before it is refused. */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 40;

/**
 * Takes one try from every rule, counted as pending until `release` or `settle`; throws `LimitReached` (having
 * given back what it took) when a rule is full. Tries are taken before they are checked so that requests that
 * arrive together cannot all slip under a limit.
 */
export async function reserve(db: Db, rules: readonly RateRule[]): Promise<Taken[]> {
  const taken: Taken[] = [];
  for (const rule of rules) {
    try {
      const res = await limiterFor(db, rule).consume(rule.key, 1, { pending: true });
      taken.push({ rule, res });
    } catch (error) {
      await release(db, taken);
      if (error instanceof RateLimiterRes) throw new LimitReached(rule, error);
      throw error;
    }
  }
  // Housekeeping: no limit is longer than an hour, so a bucket full again a day ago is read by nobody.
  if (Math.random() < 0.02) await deleteBucketsFullBefore(db, Date.now() - 86_400_000);
  return taken;
}

/**
 * As `reserve`, but a rule that is full only because of tries still being checked (a right password gives its
 * try back) is waited for, briefly, rather than refused: only failures lock anyone out.
 */
export async function reserveSettled(db: Db, rules: readonly RateRule[]): Promise<Taken[]> {
  // A monotonic clock: the wait is real time whatever the wall clock (or a test's frozen Date) says.
  const giveUpAt = performance.now() + PENDING_WAIT_MS;
  for (;;) {
    try {
      return await reserve(db, rules);
    } catch (error) {
      if (!(error instanceof LimitReached)) throw error;
      // What was pending when the rule refused, read by the refusing statement itself: a later look could see
      // the tries that filled it given back and others taken again, and refuse a try that should have waited.
      const waiting = error.res instanceof BucketAnswer ? error.res.pending : 0;
      if (waiting === 0 || performance.now() >= giveUpAt) throw error;
      await sleep(PENDING_POLL_MS);
    }
  }
}

/** The tries were not failures: they count nowhere. */
export async function release(db: Db, taken: readonly Taken[]): Promise<void> {
  for (const { rule } of taken) await limiterFor(db, rule).reward(rule.key, 1, { pending: true });
}

/** The tries failed: they stay counted and are no longer pending. */
export async function settle(db: Db, taken: readonly Taken[]): Promise<void> {
  for (const { rule } of taken) await limiterFor(db, rule).settle(rule.key);
}

/** Rules these tries have just filled: from now on they refuse what they cover until they refill. */
export const rulesFilledBy = (taken: readonly Taken[]): RateRule[] =>
  taken.filter(({ res }) => res.remainingPoints === 0).map(({ rule }) => rule);

/** Takes one request from the rule's bucket without a check to follow; the library's answer, or the refusal. */
export async function take(db: Db, rule: RateRule): Promise<{ ok: boolean; res: RateLimiterRes }> {
  try {
    return { ok: true, res: await limiterFor(db, rule).consume(rule.key) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, res: error };
    throw error;
  }
}
