import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { maskEmail, type TConfirmForgotPasswordRequest, type TForgotPasswordResponse } from '@qi/domain/auth';
import { RESET_CODE_MAX_ATTEMPTS } from '@qi/domain/constants';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { resetCodeEmail } from '../../mail/templates';
import { findUserByEmail, updateUser } from '../users/user-repository';
import { reserveTry, reserveTryIn, triedAndFailed, triedAndSucceeded } from './attempt-guard';
import {
  findLiveAuthCode,
  reserveAuthCodeTry,
  retireAuthCodes,
  storeResetRequest,
  useAuthCode,
} from './code-repository';
import { codeMatches, newResetCodeFor } from './codes';
import { clearCounter, clearCounters } from './limit-repository';
import { hashPassword } from './passwords';
import { pairKey, RESET_LIMIT_MESSAGE, resetConfirmFailureRules, resetRequestRules } from './rate-limit';
import { type AuthClient, CODE_EXHAUSTED_EVENT } from './security-log';
import { revokeUserSessions } from './session-repository';

export const INVALID_CODE = 'Invalid or expired code.';

/**
 * Same answer, after the same work, whether or not the email belongs to someone: the request is counted, a
 * code made and hashed and its email written out, and the same statements store them (they store nothing for
 * an unknown address). The email is sent after commit, by the outbox.
 */
export async function forgotPassword(
  ctx: AppContext,
  typedEmail: string,
  client: AuthClient,
): Promise<TForgotPasswordResponse> {
  const email = typedEmail.toLowerCase();
  const now = nowIso();
  const { code, codeHash, expiresAt } = newResetCodeFor(ctx.tokens, now);
  await ctx.db.transaction().execute(async (trx) => {
    // Counted in the transaction that stores the code: at most the limit of codes (and emails) per window.
    await reserveTryIn(trx, client, resetRequestRules(email, client.ip), now, RESET_LIMIT_MESSAGE);
    const user = await findUserByEmail(trx, email);
    const message = resetCodeEmail({ to: email, name: user?.name ?? email, code });
    await storeResetRequest(trx, {
      email,
      codeId: randomUUID(),
      codeHash,
      expiresAt,
      emailId: randomUUID(),
      message,
      now,
    });
  });
  return { CodeDeliveryDetails: { Destination: maskEmail(email) } };
}

/**
 * Each try of a code is counted before the code is compared, so that requests arriving together get no more
 * than the code's 5 tries between them. A new password lifts the account's sign-in lockouts: a person locked
 * out by someone else's guesses gets back in this way.
 */
export async function confirmForgotPassword(
  ctx: AppContext,
  input: TConfirmForgotPasswordRequest,
  client: AuthClient,
): Promise<{ ok: true }> {
  const email = input.email.toLowerCase();
  const now = nowIso();
  const reservation = await reserveTry(
    ctx.db,
    client,
    resetConfirmFailureRules(email, client.ip),
    now,
    RESET_LIMIT_MESSAGE,
  );
  const fail = () => {
    triedAndFailed(client, reservation);
    return new AppError('BAD_REQUEST', INVALID_CODE);
  };

  const user = await findUserByEmail(ctx.db, email);
  if (!user?.active) throw fail();
  const code = await findLiveAuthCode(ctx.db, user.user_id, 'reset', now, null);
  if (!code) throw fail();
  if (!(await reserveAuthCodeTry(ctx.db, code.id, RESET_CODE_MAX_ATTEMPTS, now))) {
    client.log.warn(
      { event: CODE_EXHAUSTED_EVENT, account: email, userId: user.user_id, ip: client.ip },
      'reset code has no tries left',
    );
    throw fail();
  }
  if (!codeMatches(ctx.tokens, code.codeHash, input.code)) throw fail();

  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useAuthCode(trx, code.id, now))) throw new AppError('BAD_REQUEST', INVALID_CODE);
    await updateUser(trx, user.user_id, { passwordHash, mustChangePassword: false }, now);
    await retireAuthCodes(trx, user.user_id, 'invite', now);
    await revokeUserSessions(trx, user.user_id, now);
    await clearCounter(trx, 'login-account', email);
    await clearCounters(trx, 'login-pair', pairKey(email, ''));
  });
  await triedAndSucceeded(ctx.db, reservation);
  return { ok: true };
}
