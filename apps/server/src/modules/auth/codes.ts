import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { INVITATION_TTL_DAYS, RESET_CODE_TTL_MINUTES } from '@qi/domain/constants';
import type { Db } from '../../db/database';
import { insertAuthCode, retireAuthCodes } from './code-repository';
import { newInvitationCode, newResetCode, type TokenService } from './tokens';

function plus(now: string, ms: number): string {
  return new Date(Date.parse(now) + ms).toISOString();
}

/** A new one-time invitation code (the first "password"), valid 7 days; earlier ones stop working. */
export async function createInvitationCode(db: Db, tokens: TokenService, userId: string, now: string) {
  const code = newInvitationCode();
  await retireAuthCodes(db, userId, 'invite', now);
  await insertAuthCode(db, {
    id: randomUUID(),
    userId,
    purpose: 'invite',
    codeHash: tokens.hashCode(code),
    expiresAt: plus(now, INVITATION_TTL_DAYS * 24 * 60 * 60_000),
    now,
  });
  return code;
}

/**
 * A new six-digit reset code, valid 10 minutes, with the token of its emailed link (64 hex characters: too many to
 * guess, so wrong tries never burn it), and their keyed hashes (the only form that is stored).
 */
export function newResetCodeFor(tokens: TokenService, now: string) {
  const code = newResetCode();
  const linkToken = randomBytes(32).toString('hex');
  return {
    code,
    codeHash: tokens.hashCode(code),
    linkToken,
    linkHash: tokens.hashCode(linkToken),
    expiresAt: plus(now, RESET_CODE_TTL_MINUTES * 60_000),
  };
}

/** What the confirmation's `code` field holds: the six digits, or the link's token. */
export const isResetLinkToken = (typed: string) => /^[0-9a-f]{64}$/i.test(typed.trim());

export function codeMatches(tokens: TokenService, storedHash: string, typed: string): boolean {
  const a = Buffer.from(storedHash);
  const b = Buffer.from(tokens.hashCode(typed));
  return a.length === b.length && timingSafeEqual(a, b);
}
