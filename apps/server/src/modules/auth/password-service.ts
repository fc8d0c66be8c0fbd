import { AppError } from '@qi/domain/app-error';
import {
  maskEmail,
  type TAuthTokens,
  type TChangePasswordRequest,
  type TConfirmForgotPasswordRequest,
  type TForgotPasswordResponse,
} from '@qi/domain/auth';
import { RESET_CODE_MAX_ATTEMPTS } from '@qi/domain/constants';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { queueEmails } from '../../mail/email-outbox-repository';
import { resetCodeEmail } from '../../mail/templates';
import { findUserByEmail, updateUser } from '../users/user-repository';
import { countAuthCodeFailure, findLiveAuthCode, retireAuthCodes, useAuthCode } from './code-repository';
import { codeMatches, createResetCode } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import {
  assertWithinLimits,
  LOGIN_LIMIT_MESSAGE,
  loginFailureRules,
  RESET_LIMIT_MESSAGE,
  recordEvents,
  resetConfirmFailureRules,
  resetRequestRules,
} from './rate-limit';
import { revokeSession, revokeUserSessions } from './session-repository';
import { type ClientInfo, openSession } from './session-service';

export const INVALID_CODE = 'Invalid or expired code.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

/** Same answer whether or not the email belongs to someone; the code is emailed after commit. */
export async function forgotPassword(
  ctx: AppContext,
  typedEmail: string,
  client: ClientInfo,
): Promise<TForgotPasswordResponse> {
  const email = typedEmail.toLowerCase();
  const now = nowIso();
  const rules = resetRequestRules(email, client.ip);
  await assertWithinLimits(ctx.db, rules, now, RESET_LIMIT_MESSAGE);
  await recordEvents(ctx.db, rules, now);

  const user = await findUserByEmail(ctx.db, email);
  if (user?.active) {
    await ctx.db.transaction().execute(async (trx) => {
      const code = await createResetCode(trx, ctx.tokens, user.user_id, now);
      await queueEmails(trx, [resetCodeEmail({ to: user.email, name: user.name, code })]);
    });
  }
  return { CodeDeliveryDetails: { Destination: maskEmail(email) } };
}

export async function confirmForgotPassword(
  ctx: AppContext,
  input: TConfirmForgotPasswordRequest,
  client: ClientInfo,
): Promise<{ ok: true }> {
  const now = nowIso();
  const rules = resetConfirmFailureRules(client.ip);
  await assertWithinLimits(ctx.db, rules, now, RESET_LIMIT_MESSAGE);
  const fail = async () => {
    await recordEvents(ctx.db, rules, now);
    return new AppError('BAD_REQUEST', INVALID_CODE);
  };

  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.active) throw await fail();
  const code = await findLiveAuthCode(ctx.db, user.user_id, 'reset', now, RESET_CODE_MAX_ATTEMPTS);
  if (!code) throw await fail();
  if (!codeMatches(ctx.tokens, code.codeHash, input.code)) {
    await countAuthCodeFailure(ctx.db, code.id);
    throw await fail();
  }

  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useAuthCode(trx, code.id, now))) throw new AppError('BAD_REQUEST', INVALID_CODE);
    await updateUser(trx, user.user_id, { passwordHash, mustChangePassword: false }, now);
    await retireAuthCodes(trx, user.user_id, 'invite', now);
    await revokeUserSessions(trx, user.user_id, now);
  });
  return { ok: true };
}

/** Ends every session of the user, then signs the caller in again with fresh tokens. */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  input: TChangePasswordRequest,
  client: ClientInfo,
): Promise<TAuthTokens> {
  const now = nowIso();
  const rules = loginFailureRules(auth.user.email, client.ip);
  await assertWithinLimits(ctx.db, rules, now, LOGIN_LIMIT_MESSAGE);
  const ok = auth.user.passwordHash ? await verifyPassword(auth.user.passwordHash, input.oldPassword) : false;
  if (!ok) {
    await recordEvents(ctx.db, rules, now);
    throw new AppError('VALIDATION', WRONG_CURRENT_PASSWORD, [
      { path: 'oldPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, auth.user.user_id, { passwordHash }, now);
    await revokeUserSessions(trx, auth.user.user_id, now);
    return openSession(ctx, trx, { ...auth.user, passwordHash, updated_at: now }, client, now);
  });
}

export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  await revokeSession(ctx.db, auth.sessionId, nowIso());
}
