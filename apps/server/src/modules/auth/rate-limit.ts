import { AppError } from '@qi/domain/app-error';
import type { Db } from '../../db/database';
import { bumpCounter, type CounterKey, deleteCountersBefore, dropCounter } from './limit-repository';

/**
 * Database-backed limits: every instance behind the load balancer shares the same counters. A rule allows
 * `limit` tries of `kind` per `key` in each window of `windowMinutes`. A try is reserved (counted) before it is
 * checked, so requests that arrive together cannot all slip under the limit; a try that turns out not to be a
 * failure is given back.
 */
export interface RateRule {
  kind: string;
  key: string;
  limit: number;
  windowMinutes: number;
  /** Who the rule protects, for the security log. */
  account: string;
}

export const LOGIN_LIMIT_MESSAGE = 'Too many sign-in attempts. Please try again later.';
export const RESET_LIMIT_MESSAGE = 'Too many password reset attempts. Please try again later.';

/** The counter of an account from one address: its key starts with the account (see `clearCounters`). */
export const pairKey = (account: string, ip: string) => `${account}|${ip}`;

/**
 * Failed sign-ins (and wrong current passwords): 30 per address over all accounts and 5 per account from one
 * address in 15 minutes, and 50 per account over all addresses in an hour. One address alone reaches at most
 * 20 an hour on an account, so it can never lock the account for the others.
 */
export function loginFailureRules(email: string, ip: string): RateRule[] {
  return [
    { kind: 'login-ip', key: ip, limit: 30, windowMinutes: 15, account: email },
    { kind: 'login-pair', key: pairKey(email, ip), limit: 5, windowMinutes: 15, account: email },
    { kind: 'login-account', key: email, limit: 50, windowMinutes: 60, account: email },
  ];
}

/** Reset code requests: 20 per address and 5 per email in an hour. */
export function resetRequestRules(email: string, ip: string): RateRule[] {
  return [
    { kind: 'reset-request-ip', key: ip, limit: 20, windowMinutes: 60, account: email },
    { kind: 'reset-request-account', key: email, limit: 5, windowMinutes: 60, account: email },
  ];
}

/** Wrong reset codes per address (each code also dies after its own 5 wrong tries). */
export function resetConfirmFailureRules(email: string, ip: string): RateRule[] {
  return [{ kind: 'reset-confirm-ip', key: ip, limit: 30, windowMinutes: 15, account: email }];
}

export interface Reservation {
  rules: RateRule[];
  counters: CounterKey[];
  /** The count each rule reached with this try. */
  counts: number[];
}

/** A rule that had no room left; thrown inside the reserving transaction so that it rolls back. */
export class LimitReached extends Error {
  constructor(readonly rule: RateRule) {
    super(`limit ${rule.kind} reached`);
    this.name = 'LimitReached';
  }
}

function counterKey(rule: RateRule, now: string): CounterKey {
  const windowMs = rule.windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(Date.parse(now) / windowMs) * windowMs).toISOString();
  return { kind: rule.kind, key: rule.key, windowStart };
}

/**
 * Counts one try against every rule, in the caller's transaction; throws `LimitReached` (the caller rolls back,
 * so a refused try counts nowhere) when a rule is already full.
 */
export async function reserveInTransaction(trx: Db, rules: RateRule[], now: string): Promise<Reservation> {
  const counters = rules.map((rule) => counterKey(rule, now));
  const counts: number[] = [];
  for (const [i, rule] of rules.entries()) {
    const count = await bumpCounter(trx, counters[i]!);
    if (count > rule.limit) throw new LimitReached(rule);
    counts.push(count);
  }
  // Housekeeping: no window is longer than an hour, so nothing older than a day is ever read.
  if (Math.random() < 0.02)
    await deleteCountersBefore(trx, new Date(Date.parse(now) - 86_400_000).toISOString());
  return { rules, counters, counts };
}

/** Reserves a try in a transaction of its own (the check that follows is too slow to hold it open). */
export function reserve(db: Db, rules: RateRule[], now: string): Promise<Reservation> {
  return db.transaction().execute((trx) => reserveInTransaction(trx, rules, now));
}

/** The try was not a failure: it counts nowhere. */
export async function release(db: Db, reservation: Reservation): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const counter of reservation.counters) await dropCounter(trx, counter);
  });
}

/** Rules this failed try has just filled: from now on they refuse everyone they cover. */
export function rulesFilledBy(reservation: Reservation): RateRule[] {
  return reservation.rules.filter((rule, i) => reservation.counts[i] === rule.limit);
}

export function limitError(message: string): AppError {
  return new AppError('RATE_LIMITED', message);
}
