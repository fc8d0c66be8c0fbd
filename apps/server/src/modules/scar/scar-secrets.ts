import { randomBytes } from 'node:crypto';
import { SUPPLIER_SESSION_PREFIX } from '@qi/domain/scar-supplier';
import { hashRefreshToken, newRefreshToken } from '../auth/tokens';

/**
 * The link's token and the session's bearer: 32 random bytes each, kept only as their sha256 (the refresh tokens'
 * crypto, auth/tokens.ts): with 256 random bits a plain hash cannot be reversed, and the lookup by hash (a unique
 * index) compares no secret character by character.
 */
export function newLinkToken(): { token: string; hash: string } {
  return newRefreshToken();
}

export const hashLinkToken = (token: string): string => hashRefreshToken(token.trim());

/** `qis_…`: never a JWT nor an API token, so the staff routes' authenticator refuses it as not signed in. */
export function newSessionToken(): { token: string; hash: string } {
  const token = `${SUPPLIER_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashRefreshToken(token) };
}

export const hashSessionToken = (token: string): string => hashRefreshToken(token);
