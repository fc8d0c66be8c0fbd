import type { FastifyRequest } from 'fastify';
import { type AuthClient, clientInfo, type SecurityLog } from '../../http/types';
import type { RateRule } from '../../limits/reservation';

export type { AuthClient, SecurityLog };

/** The caller of a signing route, as the password re-check needs it (rate limits by address, security log). */
export const signingClient = (request: FastifyRequest): AuthClient => ({
  ...clientInfo(request),
  log: request.log,
});

export const LIMIT_HIT_EVENT = 'auth.limit-hit';
export const LOCKOUT_EVENT = 'auth.lockout';
export const REFRESH_REUSE_EVENT = 'auth.refresh-token-reused';
export const CODE_EXHAUSTED_EVENT = 'auth.reset-code-exhausted';

/** A try refused because a limit was full. Never the password, code or token: only who and which limit. */
export function logLimitHit(client: AuthClient, rule: RateRule): void {
  client.log.warn(
    { event: LIMIT_HIT_EVENT, limit: rule.kind, account: rule.account, ip: client.ip },
    'auth limit hit',
  );
}

/** A failed try that filled a limit: the account (or the address) is locked out until the window ends. */
export function logLockout(client: AuthClient, rule: RateRule): void {
  client.log.warn(
    {
      event: LOCKOUT_EVENT,
      limit: rule.kind,
      account: rule.account,
      ip: client.ip,
      windowMinutes: rule.windowMinutes,
    },
    'auth lockout',
  );
}
