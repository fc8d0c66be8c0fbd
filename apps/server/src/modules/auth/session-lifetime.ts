import type { Config } from '../../config';

/**
 * When a session ends if it is not refreshed before: `idleMs` after its last sign-in or refresh, and never
 * later than `maxMs` after its sign-in (a session cannot be kept alive for ever by refreshing it).
 */
export function sessionExpiry(lifetime: Config['sessions'], createdAt: string, now: string): string {
  const idleEnd = Date.parse(now) + lifetime.idleMs;
  const absoluteEnd = Date.parse(createdAt) + lifetime.maxMs;
  return new Date(Math.min(idleEnd, absoluteEnd)).toISOString();
}
