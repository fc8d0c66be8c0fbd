import { AppError } from '@qi/domain/app-error';
import type { TAuthTokens, TLoginRequest, TLoginResponse } from '@qi/domain/auth';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { findUserByEmail, findUserById, type UserRecord, updateUser } from '../users/user-repository';
import { passwordSignInPolicy } from './auth-hooks';
import { findLiveAuthCode, useAuthCode } from './code-repository';
import { codeMatches } from './codes';
import { reservePasswordTry, triedAndFailed, triedAndSucceeded } from './limit-guard';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { AuthClient } from './security-log';
import { revokeUserSessions } from './session-repository';
import { type ClientInfo, openSession } from './session-service';

export const BAD_CREDENTIALS = 'Incorrect email or password.';
export const DEACTIVATED = 'This account has been deactivated.';
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';

type CredentialCheck = { kind: 'fail' } | { kind: 'ok' } | { kind: 'challenge'; codeId: string | null };

/** Password, or for an invited user the one-time invitation code standing in for it. */
async function checkCredentials(
  ctx: AppContext,
  user: UserRecord | undefined,
  password: string,
  now: string,
): Promise<CredentialCheck> {
  if (!user) return verifyAgainstDummy(password).then(() => ({ kind: 'fail' }));
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
    return user.mustChangePassword ? { kind: 'challenge', codeId: null } : { kind: 'ok' };
  }
  if (!user.passwordHash) await verifyAgainstDummy(password);
  if (user.mustChangePassword) {
    const invite = await findLiveAuthCode(ctx.db, user.user_id, 'invite', now, null);
    if (invite && codeMatches(ctx.tokens, invite.codeHash, password))
      return { kind: 'challenge', codeId: invite.id };
  }
  return { kind: 'fail' };
}

/**
 * The try is counted before the password is checked (requests that arrive together cannot all slip under the
 * limit) and given back when it was right: only failures count.
 */
export async function login(
  ctx: AppContext,
  input: TLoginRequest,
  client: AuthClient,
): Promise<TLoginResponse> {
  const email = input.email.toLowerCase();
  const now = nowIso();
  // A provider-only domain refuses every password, right or wrong: nothing is checked or counted.
  const refusal = await ctx.events.hook(passwordSignInPolicy)(ctx, email);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  const reservation = await reservePasswordTry(ctx.db, client, email);

  const user = await findUserByEmail(ctx.db, email);
  const check = await checkCredentials(ctx, user, input.password, now);
  if (check.kind === 'fail' || !user) {
    await triedAndFailed(ctx.db, client, reservation);
    throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
  }
  await triedAndSucceeded(ctx.db, reservation);
  if (!user.active) throw new AppError('FORBIDDEN', DEACTIVATED);

  if (check.kind === 'challenge') {
    const session = await ctx.tokens.signChallenge({ userId: user.user_id, codeId: check.codeId });
    return { challenge: 'NEW_PASSWORD_REQUIRED', session };
  }
  return ctx.db.transaction().execute((trx) => openSession(ctx, trx, user, client, now));
}

/** Completes NEW_PASSWORD_REQUIRED: sets the password, spends the invitation code, signs in. */
export async function completeNewPassword(
  ctx: AppContext,
  input: { session: string; newPassword: string },
  client: ClientInfo,
): Promise<TAuthTokens> {
  const claims = await ctx.tokens.verifyChallenge(input.session);
  if (!claims) throw new AppError('UNAUTHENTICATED', CHALLENGE_EXPIRED);
  const user = await findUserById(ctx.db, claims.userId);
  if (!user?.mustChangePassword) throw new AppError('UNAUTHENTICATED', CHALLENGE_EXPIRED);
  if (!user.active) throw new AppError('FORBIDDEN', DEACTIVATED);

  const passwordHash = await hashPassword(input.newPassword);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    if (claims.codeId && !(await useAuthCode(trx, claims.codeId, now))) {
      throw new AppError('UNAUTHENTICATED', CHALLENGE_EXPIRED);
    }
    await updateUser(trx, user.user_id, { passwordHash, mustChangePassword: false }, now);
    await revokeUserSessions(trx, user.user_id, now);
    return openSession(ctx, trx, { ...user, mustChangePassword: false, updated_at: now }, client, now);
  });
}
