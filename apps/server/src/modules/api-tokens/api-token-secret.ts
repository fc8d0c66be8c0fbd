import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, apiTokenShownPart } from '@qi/domain/api-tokens';

/** A new secret: `qit_` and 32 random bytes in base64url; only its hash and first characters are kept. */
export function newApiTokenSecret(): { secret: string; hash: string; shown: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashApiTokenSecret(secret), shown: apiTokenShownPart(secret) };
}

/**
 * sha256 in hex: the secret has 256 random bits, so a plain hash cannot be reversed, and the lookup by hash (a
 * unique index) compares no secret character by character.
 */
export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
