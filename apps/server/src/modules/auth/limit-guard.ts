import { AppError } from '@qi/domain/app-error';
import type { Db } from '../../db/database';
import { deleteBucket, deleteBucketsWithPrefix } from '../../limits/rate-limit-repository';
import {
  LimitReached,
  type RateRule,
  release,
  reserveSettled,
  rulesFilledBy,
  settle,
  type Taken,
} from '../../limits/reservation';
import { LOGIN_LIMIT_MESSAGE, loginFailureRules, pairKey } from './auth-limits';
import { type AuthClient, logLimitHit, logLockout } from './security-log';

export function limitError(message: string): AppError {
  return new AppError('RATE_LIMITED', message);
}

/** Reserves a try before it is checked; a full limit answers 429 with `message` and writes a security line. */
export async function reserveTry(
  db: Db,
  client: AuthClient,
  rules: readonly RateRule[],
  message: string,
): Promise<Taken[]> {
  try {
    return await reserveSettled(db, rules);
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    logLimitHit(client, error.rule);
    throw limitError(message);
  }
}

/**
 * Reserves a password check of `email` from the caller's address. The account's limit counts every address's
 * failures; when others have filled it, an address with no failure of its own on the account (this try is its
 * first in the window) draws from the small clean-address budget instead, so the owner is not locked out by
 * someone else's guesses.
 */
export async function reservePasswordTry(db: Db, client: AuthClient, email: string): Promise<Taken[]> {
  const rules = loginFailureRules(email, client.ip);
  const local = await reserveTry(db, client, [rules.address, rules.pair], LOGIN_LIMIT_MESSAGE);
  try {
    return [...local, ...(await reserveSettled(db, [rules.account]))];
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    const cleanAddress = local[1]?.res.consumedPoints === 1;
    try {
      if (cleanAddress) return [...local, ...(await reserveSettled(db, [rules.cleanAddress]))];
    } catch (cleanError) {
      if (!(cleanError instanceof LimitReached)) throw cleanError;
    }
    await release(db, local);
    logLimitHit(client, error.rule);
    throw limitError(LOGIN_LIMIT_MESSAGE);
  }
}

/** The try failed: it stays counted; a limit it filled is a lockout worth a security line. */
export async function triedAndFailed(db: Db, client: AuthClient, taken: readonly Taken[]): Promise<void> {
  await settle(db, taken);
  for (const rule of rulesFilledBy(taken)) logLockout(client, rule);
}

/** The try succeeded (or was not a guess): it counts nowhere. */
export function triedAndSucceeded(db: Db, taken: readonly Taken[]): Promise<void> {
  return release(db, taken);
}

/** A new password lifts the account's sign-in lockouts: a person locked out by others' guesses gets back in. */
export async function forgetAccountFailures(db: Db, email: string): Promise<void> {
  const rules = loginFailureRules(email, '');
  await deleteBucket(db, `${rules.account.kind}:${email}`);
  await deleteBucket(db, `${rules.cleanAddress.kind}:${email}`);
  await deleteBucketsWithPrefix(db, `${rules.pair.kind}:${pairKey(email, '')}`);
}
