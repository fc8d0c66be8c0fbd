import { AppError } from '@qi/domain/app-error';
import type { Db } from '../../db/database';
import { countAttemptsSince, deleteAttemptsBefore, recordAttempt } from './attempt-repository';

/**
 * Database-backed rate limits: every instance behind the load balancer sees the same counts.
 * A rule allows `limit` recorded events of `kind` per `key` within `windowMinutes`.
 */
export interface RateRule {
  kind: string;
  key: string;
  limit: number;
  windowMinutes: number;
}

export const LOGIN_LIMIT_MESSAGE = 'Too many sign-in attempts. Please try again later.';
export const RESET_LIMIT_MESSAGE = 'Too many password reset attempts. Please try again later.';

/** Failed sign-ins: 5 per account and 30 per IP address in 15 minutes. */
export function loginFailureRules(email: string, ip: string): RateRule[] {
  return [
    { kind: 'login-account', key: email, limit: 5, windowMinutes: 15 },
    { kind: 'login-ip', key: ip, limit: 30, windowMinutes: 15 },
  ];
}

/** Reset code requests: 5 per email and 20 per IP address in an hour. */
export function resetRequestRules(email: string, ip: string): RateRule[] {
  return [
    { kind: 'reset-request-account', key: email, limit: 5, windowMinutes: 60 },
    { kind: 'reset-request-ip', key: ip, limit: 20, windowMinutes: 60 },
  ];
}

/** Wrong reset codes per IP address (each code also dies after 5 wrong tries). */
export function resetConfirmFailureRules(ip: string): RateRule[] {
  return [{ kind: 'reset-confirm-ip', key: ip, limit: 30, windowMinutes: 15 }];
}

function minutesBefore(now: string, minutes: number): string {
  return new Date(Date.parse(now) - minutes * 60_000).toISOString();
}

export async function assertWithinLimits(
  db: Db,
  rules: RateRule[],
  now: string,
  message: string,
): Promise<void> {
  for (const rule of rules) {
    const count = await countAttemptsSince(db, rule.kind, rule.key, minutesBefore(now, rule.windowMinutes));
    if (count >= rule.limit) throw new AppError('RATE_LIMITED', message);
  }
}

export async function recordEvents(db: Db, rules: RateRule[], now: string): Promise<void> {
  for (const rule of rules) await recordAttempt(db, rule.kind, rule.key, now);
  // Housekeeping: nothing older than a day is ever counted.
  if (Math.random() < 0.05) await deleteAttemptsBefore(db, minutesBefore(now, 24 * 60));
}
