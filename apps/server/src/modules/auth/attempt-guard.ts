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

/** Runs a reservation; a full limit becomes a 429 with the given message and a security line. */
async function guarded(
  client: AuthClient,
  message: string,
  reservation: () => Promise<Reservation>,
): Promise<Reservation> {
  try {
    return await reservation();
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    logLimitHit(client, error.rule);
    throw limitError(message);
  }
}

/** Reserves a try before it is checked; a full limit answers 429 and writes a security line. */
export function reserveTry(
  db: Db,
  client: AuthClient,
  rules: RateRule[],
  now: string,
  message: string,
): Promise<Reservation> {
  return guarded(client, message, () => reserve(db, rules, now));
}

/** As `reserveTry`, in the caller's transaction (which the 429 rolls back). */
export function reserveTryIn(
  trx: Db,
  client: AuthClient,
  rules: RateRule[],
  now: string,
  message: string,
): Promise<Reservation> {
  return guarded(client, message, () => reserveInTransaction(trx, rules, now));
}

/** The try failed: it stays counted; a limit it filled is a lockout worth a security line. */
export function triedAndFailed(client: AuthClient, reservation: Reservation): void {
  for (const rule of rulesFilledBy(reservation)) logLockout(client, rule);
}

/** The try succeeded (or was not a guess): it counts nowhere. */
export function triedAndSucceeded(db: Db, reservation: Reservation): Promise<void> {
  return release(db, reservation);
}
