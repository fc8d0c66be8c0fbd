import { AppError } from '@qi/domain/app-error';
import { OIDC_MSG } from '@qi/domain/oidc-messages';
import type { Role } from '@qi/domain/roles';
import type { TUser } from '@qi/domain/user';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { presentUser } from '../users/user-presenter';
import { findUserByEmail } from '../users/user-repository';
import { decideAccessRequest, findAccessRequest } from './oidc-access-request-repository';
import { insertIdentity } from './oidc-identity-repository';
import { createProviderUser } from './oidc-sign-in';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

/**
 * `POST /v1/sign-in-provider/requests/{id}/approve` (admin): creates the person's account with the chosen role
 * and links it to their provider subject, in one transaction; they sign in through the provider next time.
 * A pending or a refused request may be approved; an email that has an account meanwhile is a conflict.
 */
export async function approveAccessRequest(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  role: Role,
): Promise<TUser> {
  const now = nowIso();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const request = await findAccessRequest(trx, id);
      if (!request) throw new AppError('NOT_FOUND', OIDC_MSG.requestNotFound);
      if (request.status === 'approved') throw new AppError('CONFLICT', OIDC_MSG.requestDecided);
      if (await findUserByEmail(trx, request.email)) throw new AppError('CONFLICT', OIDC_MSG.emailTaken);
      const decided = await decideAccessRequest(trx, {
        id,
        from: ['pending', 'refused'],
        to: 'approved',
        actorId: auth.user.user_id,
        now,
      });
      if (!decided) throw new AppError('CONFLICT', OIDC_MSG.requestDecided);
      const user = await createProviderUser(trx, {
        email: request.email,
        name: request.name,
        role,
        actorId: auth.user.user_id,
        now,
      });
      await insertIdentity(trx, { ...request, userId: user.user_id, now });
      return presentUser(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', OIDC_MSG.emailTaken);
    throw error;
  }
}

/** `POST /v1/sign-in-provider/requests/{id}/refuse` (admin): the person is told so at their next sign-in. */
export async function refuseAccessRequest(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
  const request = await findAccessRequest(ctx.db, id);
  if (!request) throw new AppError('NOT_FOUND', OIDC_MSG.requestNotFound);
  const decided = await decideAccessRequest(ctx.db, {
    id,
    from: ['pending'],
    to: 'refused',
    actorId: auth.user.user_id,
    now: nowIso(),
  });
  if (!decided) throw new AppError('CONFLICT', OIDC_MSG.requestDecided);
}
