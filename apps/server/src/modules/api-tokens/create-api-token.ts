import { randomUUID } from 'node:crypto';
import {
  API_TOKEN_MSG,
  apiTokenExpiresAt,
  type TApiToken,
  type TCreateApiTokenRequest,
  type TCreatedApiToken,
} from '@qi/domain/api-tokens';
import { AppError } from '@qi/domain/app-error';
import { defaultProfile, type TNotifications } from '@qi/domain/profile';
import type { AppContext } from '../../context';
import { insertHistory } from '../history/history-repository';
import { saveProfile } from '../profile/profile-repository';
import { insertUser } from '../users/user-repository';
import { presentApiToken } from './api-token-presenter';
import { findApiToken, insertApiToken, listApiTokens } from './api-token-repository';
import { newApiTokenSecret } from './api-token-secret';

/** Every token, newest first, as the list shows them. */
export async function findApiTokens(ctx: AppContext): Promise<TApiToken[]> {
  const now = new Date();
  return (await listApiTokens(ctx.db)).map((token) => presentApiToken(token, now));
}

/**
 * Creates the token's service account (a user named like the token, with its role, no password, not among the
 * people) and the token, in one transaction with their history entry. The secret is answered this once.
 */
export async function createApiToken(
  ctx: AppContext,
  actorId: string,
  input: TCreateApiTokenRequest,
): Promise<TCreatedApiToken> {
  const created = new Date();
  const now = created.toISOString();
  const id = randomUUID();
  const userId = randomUUID();
  const { secret, hash, shown } = newApiTokenSecret();
  const expiresAt = apiTokenExpiresAt(created, input.expiresInDays);
  await ctx.db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      user_id: userId,
      email: `api-token-${id}@service-account.invalid`,
      name: input.name,
      role: input.role,
      active: true,
      passwordHash: null,
      mustChangePassword: false,
      now,
      serviceAccount: true,
    });
    // A machine reads no email: its account gets none (its address is not one anyone receives).
    const profile = defaultProfile();
    const quiet = Object.fromEntries(
      Object.keys(profile.notifications).map((k) => [k, false]),
    ) as TNotifications;
    await saveProfile(trx, userId, { ...profile, notifications: quiet }, now);
    await insertApiToken(trx, {
      id,
      name: input.name,
      userId,
      tokenHash: hash,
      tokenPrefix: shown,
      createdBy: actorId,
      createdAt: now,
      expiresAt,
    });
    await insertHistory(trx, {
      entityType: 'user',
      entityId: userId,
      actorId,
      action: 'create-api-token',
      changes: { apiToken: id, name: input.name, role: input.role, expiresAt },
      now,
    });
  });
  const token = await findApiToken(ctx.db, id);
  if (!token) throw new AppError('NOT_FOUND', API_TOKEN_MSG.notFound);
  return { ...presentApiToken(token, created), token: secret };
}
