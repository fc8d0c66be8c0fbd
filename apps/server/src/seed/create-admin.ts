import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { defaultProfile } from '@qi/domain/profile';
import type { Db } from '../db/database';
import { nowIso } from '../db/values';
import { createInvitationCode } from '../modules/auth/codes';
import { hashPassword } from '../modules/auth/passwords';
import type { TokenService } from '../modules/auth/tokens';
import { saveProfile } from '../modules/profile/profile-repository';
import { findUserByEmail, insertUser } from '../modules/users/user-repository';

export interface CreatedAdmin {
  userId: string;
  email: string;
  /** Set when no password was given: the one-time code to sign in with (then choose a password). */
  invitationCode: string | null;
}

/** Creates an admin, with a password or with a one-time invitation code. */
export async function createAdmin(
  db: Db,
  tokens: TokenService,
  input: { email: string; name: string; password?: string | undefined },
): Promise<CreatedAdmin> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const now = nowIso();
  const userId = randomUUID();
  const invitationCode = await db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, email))
      throw new AppError('CONFLICT', `A user with the email ${email} exists.`);
    await insertUser(trx, {
      user_id: userId,
      email,
      name: input.name.trim(),
      role: 'admin',
      active: true,
      passwordHash,
      mustChangePassword: passwordHash === null,
      now,
    });
    await saveProfile(trx, userId, defaultProfile(), now);
    return passwordHash ? null : createInvitationCode(trx, tokens, userId, now);
  });
  return { userId, email, invitationCode };
}
