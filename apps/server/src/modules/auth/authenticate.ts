import { isApiTokenSecret } from '@qi/domain/api-tokens';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import { AccessRefusal, type AuthContext, type Authenticator } from '../../http/access';
import { authenticateApiToken } from '../api-tokens/api-token-auth';
import type { UserRecord } from '../users/user-repository';
import { findLiveSessionUser } from './session-repository';
import type { TokenService } from './tokens';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const NEW_PASSWORD_FIRST = 'Please choose a new password first.';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AccessRefusal('UNAUTHENTICATED', SIGN_IN_REQUIRED, 'missing-token');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AccessRefusal('UNAUTHENTICATED', SIGN_IN_REQUIRED, 'malformed-authorization');
  return match[1];
}

/**
 * An API token (`qit_…`) is checked by modules/api-tokens. Otherwise verifies the idToken, then checks in one query that
 * its session is live and its user active.
 */
export function createAuthenticator(db: Db, tokens: TokenService): Authenticator {
  return async (request): Promise<AuthContext> => {
    const bearer = bearerToken(request);
    if (isApiTokenSecret(bearer)) return authenticateApiToken(db, bearer, SIGN_IN_REQUIRED);
    const claims = await tokens.verifyIdToken(bearer);
    if (!claims) throw new AccessRefusal('UNAUTHENTICATED', SIGN_IN_REQUIRED, 'invalid-token');
    // The signature is good from here on, so the token's user id is worth logging.
    const refuse = (reason: string, caller: { userId: string; role?: UserRecord['role'] }) =>
      new AccessRefusal('UNAUTHENTICATED', SIGN_IN_REQUIRED, reason, caller);
    const user = await findLiveSessionUser(db, claims.sessionId, nowIso());
    if (!user) throw refuse('session-ended', { userId: claims.userId });
    if (user.user_id !== claims.userId) throw refuse('session-of-another-user', { userId: claims.userId });
    if (!user.active) throw refuse('user-deactivated', { userId: user.user_id, role: user.role });
    if (user.mustChangePassword) {
      throw new AccessRefusal('FORBIDDEN', NEW_PASSWORD_FIRST, 'password-change-required', {
        userId: user.user_id,
        role: user.role,
      });
    }
    return { user, sessionId: claims.sessionId };
  };
}
