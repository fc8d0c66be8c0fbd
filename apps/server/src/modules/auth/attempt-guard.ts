import type { Db } from '../../db/database';
import {
  LimitReached,
  limitError,
  type RateRule,
  type Reservation,
  release,
  reserve,
  reserveInTransaction,
  rulesFilledBy,
} from './rate-limit';
import { type AuthClient, logLimitHit, logLockout } from './security-log';

function refusal(client: AuthClient, error: unknown, message: string): unknown {
  if (!(error instanceof LimitReached)) return error;
  logLimitHit(client, error.rule);
  return limitError(message);
}

/** Reserves a try before it is checked; a full limit answers 429 and writes a security line. */
export async function reserveTry(
  db: Db,
  client: AuthClient,
  rules: RateRule[],
  now: string,
  message: string,
): Promise<Reservation> {
  try {
    return await reserve(db, rules, now);
  } catch (error) {
    throw refusal(client, error, message);
  }
}

/** As `reserveTry`, in the caller's transaction (which the 429 rolls back). */
export async function reserveTryIn(
  trx: Db,
  client: AuthClient,
  rules: RateRule[],
  now: string,
  message: string,
): Promise<Reservation> {
  try {
    return await reserveInTransaction(trx, rules, now);
  } catch (error) {
    throw refusal(client, error, message);
  }
}

/** The try failed: it stays counted; a limit it filled is a lockout worth a security line. */
export function triedAndFailed(client: AuthClient, reservation: Reservation): void {
  for (const rule of rulesFilledBy(reservation)) logLockout(client, rule);
}

/** The try succeeded (or was not a guess): it counts nowhere. */
export function triedAndSucceeded(db: Db, reservation: Reservation): Promise<void> {
  return release(db, reservation);
}
