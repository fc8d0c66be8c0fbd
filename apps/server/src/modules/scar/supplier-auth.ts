import { AppError } from '@qi/domain/app-error';
import { SUPPLIER_MSG, SUPPLIER_SESSION_PREFIX } from '@qi/domain/scar-supplier';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import { AccessRefusal, type SupplierAuthenticator } from '../../http/access';
import { findSessionByHash } from './scar-link-repository';
import { hashSessionToken } from './scar-secrets';

/**
 * The access hook's check for the supplier routes (access 'supplier', decision 051): a `qis_` bearer whose session
 * is live. A staff token here is 403 (a staff member is not the supplier); no token, an unknown, ended or expired
 * session 401; a session whose link was withdrawn or expired, or whose request was revoked, 410. Every other route
 * sees a `qis_` bearer as no valid session at all (auth's authenticator: 401).
 */
export function createSupplierAuthenticator(db: Db): SupplierAuthenticator {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw new AccessRefusal('UNAUTHENTICATED', SUPPLIER_MSG.signInRequired, 'missing-token');
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!bearer)
      throw new AccessRefusal('UNAUTHENTICATED', SUPPLIER_MSG.signInRequired, 'malformed-authorization');
    if (!bearer.startsWith(SUPPLIER_SESSION_PREFIX) || bearer.length > 200) {
      throw new AccessRefusal('FORBIDDEN', SUPPLIER_MSG.staffSession, 'not-a-supplier-session');
    }
    const session = await findSessionByHash(db, hashSessionToken(bearer));
    if (!session)
      throw new AccessRefusal('UNAUTHENTICATED', SUPPLIER_MSG.signInRequired, 'supplier-session-unknown');
    const now = nowIso();
    if (session.endedAt !== null || session.expiresAt <= now) {
      throw new AccessRefusal('UNAUTHENTICATED', SUPPLIER_MSG.signInRequired, 'supplier-session-ended');
    }
    if (session.scarStatus === 'revoked' || session.linkRevokedAt !== null || session.linkExpiresAt <= now) {
      throw new AppError('GONE', SUPPLIER_MSG.linkGone);
    }
    return { scarId: session.scarId, sessionId: session.id, linkId: session.linkId };
  };
}
