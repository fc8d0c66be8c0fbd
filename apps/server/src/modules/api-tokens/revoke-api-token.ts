import { API_TOKEN_MSG, type TApiToken } from '@qi/domain/api-tokens';
import { AppError } from '@qi/domain/app-error';
import type { AppContext } from '../../context';
import { insertHistory } from '../history/history-repository';
import { presentApiToken } from './api-token-presenter';
import { findApiToken, revokeApiToken } from './api-token-repository';

/**
 * Revokes a token: from the commit on, every request with it is refused (the authenticator reads the row on
 * every request). The UPDATE is conditional on the token not being revoked, so two admins cannot both revoke it.
 * Revoking a revoked token is a conflict (409), so that a second admin learns someone was first.
 */
export async function revokeApiTokenById(ctx: AppContext, actorId: string, id: string): Promise<TApiToken> {
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const token = await findApiToken(trx, id);
    if (!token) throw new AppError('NOT_FOUND', API_TOKEN_MSG.notFound);
    if (!(await revokeApiToken(trx, id, actorId, now)))
      throw new AppError('CONFLICT', API_TOKEN_MSG.alreadyRevoked);
    await insertHistory(trx, {
      entityType: 'user',
      entityId: token.userId,
      actorId,
      action: 'revoke-api-token',
      changes: { apiToken: id, name: token.name },
      now,
    });
  });
  const token = await findApiToken(ctx.db, id);
  if (!token) throw new AppError('NOT_FOUND', API_TOKEN_MSG.notFound);
  return presentApiToken(token, new Date());
}
