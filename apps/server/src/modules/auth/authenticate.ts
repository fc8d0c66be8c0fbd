import { AppError } from '@qi/domain/app-error';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext, Authenticator } from '../../http/access';
import { findLiveSessionUser } from './session-repository';
import type { TokenService } from './tokens';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const NEW_PASSWORD_FIRST = 'Please choose a new password first.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Verifies the idToken, then checks in one query that its session is live and its user active. */
export function createAuthenticator(db: Db, tokens: TokenService): Authenticator {
  return async (request): Promise<AuthContext> => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
    const claims = await tokens.verifyIdToken(token);
    if (!claims) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
    const user = await findLiveSessionUser(db, claims.sessionId, nowIso());
    if (!user || user.user_id !== claims.userId || !user.active) {
      throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
    }
    if (user.mustChangePassword) throw new AppError('FORBIDDEN', NEW_PASSWORD_FIRST);
    return { user, sessionId: claims.sessionId };
  };
}
