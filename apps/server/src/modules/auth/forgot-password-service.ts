import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { maskEmail, type TConfirmForgotPasswordRequest, type TForgotPasswordResponse } from '@qi/domain/auth';
import { RESET_CODE_MAX_ATTEMPTS } from '@qi/domain/constants';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { settle, take } from '../../limits/reservation';
import { resetCodeEmail } from '../../mail/templates';
import { findUserByEmail, updateUser } from '../users/user-repository';
import { RESET_LIMIT_MESSAGE, resetConfirmFailureRules, resetRequestRules } from './auth-limits';
import {
  findCodeByLink,
  findLiveAuthCode,
  reserveAuthCodeTry,
  retireAuthCodes,
  storeResetRequest,
  useAuthCode,
} from './code-repository';
import { codeMatches, isResetLinkToken, newResetCodeFor } from './codes';
import { forgetAccountFailures, reserveTry, triedAndFailed, triedAndSucceeded } from './limit-guard';
import { hashPassword } from './passwords';
import { type AuthClient, CODE_EXHAUSTED_EVENT, logLimitHit } from './security-log';
import { revokeUserSessions } from './session-repository';

export const INVALID_CODE = 'Invalid or expired code.';

/**
 * Same answer, after the same work, whether or not the email belongs to someone: the request is counted, a
 * code made and hashed and its email written out, and the same statements store them (they store nothing for
 * an unknown address). The email is sent after commit, by the outbox. Past the account's mail budget the
 * answer is the same but nothing is mailed: a code and link mailed less than 3 minutes before still work.
 */
export async function forgotPassword(
  ctx: AppContext,
  typedEmail: string,
  client: AuthClient,
): Promise<TForgotPasswordResponse> {
  const email = typedEmail.toLowerCase();
  const answer = { CodeDeliveryDetails: { Destination: maskEmail(email) } };
  const rules = resetRequestRules(email, client.ip);
  // Requests count whatever follows: taken and settled at once.
  await settle(ctx.db, await reserveTry(ctx.db, client, [rules.address, rules.pair], RESET_LIMIT_MESSAGE));
  const mail = await take(ctx.db, rules.mail);
  if (!mail.ok) {
    logLimitHit(client, rules.mail);
    return answer;
  }
  const now = nowIso();
  const { code, codeHash, linkToken, linkHash, expiresAt } = newResetCodeFor(ctx.tokens, now);
  const link = `${ctx.config.publicUrl}/reset-password?${new URLSearchParams({ email, code: linkToken })}`;
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    const message = resetCodeEmail({ to: email, name: user?.name ?? email, code, link });
    await storeResetRequest(trx, {
      email,
      codeId: randomUUID(),
      codeHash,
      linkHash,
      expiresAt,
      emailId: randomUUID(),
      message,
      now,
    });
  });
  return answer;
}

/**
 * Each try of a code's six digits is counted before they are compared, so that requests arriving together get
 * no more than the code's 5 tries between them; only the newest code's digits are compared. The emailed link's
 * token is too long to guess, so a wrong one burns nothing. A new password lifts the account's sign-in
 * lockouts: a person locked out by someone else's guesses gets back in this way.
 */
export async function confirmForgotPassword(
  ctx: AppContext,
  input: TConfirmForgotPasswordRequest,
  client: AuthClient,
): Promise<{ ok: true }> {
  const email = input.email.toLowerCase();
  const now = nowIso();
  const taken = await reserveTry(
    ctx.db,
    client,
    resetConfirmFailureRules(email, client.ip),
    RESET_LIMIT_MESSAGE,
  );
  const fail = async () => {
    await triedAndFailed(ctx.db, client, taken);
    return new AppError('BAD_REQUEST', INVALID_CODE);
  };

  const user = await findUserByEmail(ctx.db, email);
  if (!user?.active) throw await fail();
  const code = isResetLinkToken(input.code)
    ? await findCodeByLink(ctx.db, user.user_id, ctx.tokens.hashCode(input.code), now)
    : await findLiveAuthCode(ctx.db, user.user_id, 'reset', now, null);
  if (!code) throw await fail();
  if (!isResetLinkToken(input.code)) {
    if (!(await reserveAuthCodeTry(ctx.db, code.id, RESET_CODE_MAX_ATTEMPTS, now))) {
      client.log.warn(
        { event: CODE_EXHAUSTED_EVENT, account: email, userId: user.user_id, ip: client.ip },
        'reset code has no tries left',
      );
      throw await fail();
    }
    if (!codeMatches(ctx.tokens, code.codeHash, input.code)) throw await fail();
  }

  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useAuthCode(trx, code.id, now))) throw new AppError('BAD_REQUEST', INVALID_CODE);
    await updateUser(trx, user.user_id, { passwordHash, mustChangePassword: false }, now);
    await retireAuthCodes(trx, user.user_id, 'reset', now);
    await retireAuthCodes(trx, user.user_id, 'invite', now);
    await revokeUserSessions(trx, user.user_id, now);
    await forgetAccountFailures(trx, email);
  });
  await triedAndSucceeded(ctx.db, taken);
  return { ok: true };
}
