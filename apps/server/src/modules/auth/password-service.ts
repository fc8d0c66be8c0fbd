import { API_TOKEN_MSG } from '@qi/domain/api-tokens';
import { AppError } from '@qi/domain/app-error';
import type { TAuthTokens, TChangePasswordRequest } from '@qi/domain/auth';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { updateUser } from '../users/user-repository';
import { reservePasswordTry, triedAndFailed, triedAndSucceeded } from './limit-guard';
import { hashPassword, verifyPassword } from './passwords';
import type { AuthClient } from './security-log';
import { revokeSession, revokeUserSessions } from './session-repository';
import { openSession } from './session-service';

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

/**
 * A wrong current password counts as a failed sign-in (reserved before the check, like one), so a stolen
 * session cannot be used to guess the password faster than the sign-in form allows. On success every session of
 * the user ends and the caller is signed in again with fresh tokens.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  input: TChangePasswordRequest,
  client: AuthClient,
): Promise<TAuthTokens> {
  personSession(auth);
  const now = nowIso();
  const reservation = await reservePasswordTry(ctx.db, client, auth.user.email);
  const ok = auth.user.passwordHash ? await verifyPassword(auth.user.passwordHash, input.oldPassword) : false;
  if (!ok) {
    await triedAndFailed(ctx.db, client, reservation);
    throw new AppError('VALIDATION', WRONG_CURRENT_PASSWORD, [
      { path: 'oldPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  await triedAndSucceeded(ctx.db, reservation);
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, auth.user.user_id, { passwordHash }, now);
    await revokeUserSessions(trx, auth.user.user_id, now);
    return openSession(ctx, trx, { ...auth.user, passwordHash, updated_at: now }, client, now);
  });
}

export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  await revokeSession(ctx.db, personSession(auth), nowIso());
}

/** A person's session: a machine's API token has none, and may not change a password or sign out (403). */
function personSession(auth: AuthContext): string {
  if (auth.sessionId === null) throw new AppError('FORBIDDEN', API_TOKEN_MSG.peopleOnly);
  return auth.sessionId;
}
