import { randomUUID, timingSafeEqual } from 'node:crypto';
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

/** A new six-digit reset code, valid 10 minutes, and its keyed hash (the only form that is stored). */
export function newResetCodeFor(tokens: TokenService, now: string) {
  const code = newResetCode();
  return { code, codeHash: tokens.hashCode(code), expiresAt: plus(now, RESET_CODE_TTL_MINUTES * 60_000) };
}

export function codeMatches(tokens: TokenService, storedHash: string, typed: string): boolean {
  const a = Buffer.from(storedHash);
  const b = Buffer.from(tokens.hashCode(typed));
  return a.length === b.length && timingSafeEqual(a, b);
}
