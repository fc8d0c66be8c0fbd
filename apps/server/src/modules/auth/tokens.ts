import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { IdTokenClaims, TokenService } from '../../context-types';

export const ID_TOKEN_TTL_SECONDS = 15 * 60;
export const CHALLENGE_TTL_SECONDS = 10 * 60;
const ISSUER = 'quality-incidents';
/** Clocks of several instances may differ a little: a token issued by one is checked by another. */
const CLOCK_TOLERANCE_SECONDS = 30;

export type { ChallengeClaims, IdTokenClaims, TokenService } from '../../context-types';

/** Verified id tokens kept (see verifyIdToken); the least recently used goes first. */
const VERIFIED_ID_TOKENS = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // Imported once: given the raw bytes, jose imports a WebCrypto key again for every token it signs or checks
  // (a measurable share of a small request's time).
  const cryptoKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

  /**
   * HS256 only (no `none`, no other algorithm), our issuer and the audience of the purpose; `exp` and `iat`
   * must be present, `iat` not in the future and no older than the token's lifetime.
   */
  async function verify(token: string, audience: string, lifetimeSeconds: number) {
    try {
      const { payload } = await jwtVerify(token, await cryptoKey, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: lifetimeSeconds,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  // No ttl of its own: a token's end (`until`) is wall-clock time from its claims, checked on every use.
  const verifiedIdTokens = new LRUCache<string, { claims: IdTokenClaims; until: number }>({
    max: VERIFIED_ID_TOKENS,
  });

  return {
    signIdToken: async ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience('api')
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
        .sign(await cryptoKey),
    /**
     * A signed-in browser sends the same id token with every request for its 15 minutes, and checking its
     * signature costs a trip through the thread pool (WebCrypto is asynchronous). A token whose signature and
     * claims passed is therefore remembered until it would fail them by age (`until`); whether its session
     * and user are still live is checked for every request all the same (authenticate.ts).
     */
    async verifyIdToken(token) {
      const nowSeconds = Date.now() / 1000;
      const known = verifiedIdTokens.get(token);
      if (known) {
        if (nowSeconds < known.until) return known.claims;
        verifiedIdTokens.delete(token);
      }
      const payload = await verify(token, 'api', ID_TOKEN_TTL_SECONDS);
      if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      // `verify` required exp and iat; jose refuses the token from exp, or from iat + the lifetime, onwards.
      const until =
        Math.min(payload.exp ?? 0, (payload.iat ?? 0) + ID_TOKEN_TTL_SECONDS) + CLOCK_TOLERANCE_SECONDS;
      verifiedIdTokens.set(token, { claims, until });
      return claims;
    },
    signChallenge: async ({ userId, codeId }) =>
      new SignJWT({ purpose: 'new-password', cid: codeId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience('new-password')
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(await cryptoKey),
    async verifyChallenge(token) {
      const payload = await verify(token, 'new-password', CHALLENGE_TTL_SECONDS);
      if (payload?.purpose !== 'new-password' || typeof payload.sub !== 'string') return null;
      return { userId: payload.sub, codeId: typeof payload.cid === 'string' ? payload.cid : null };
    },
    hashCode: (code) => createHmac('sha256', key).update(code.trim().toUpperCase()).digest('hex'),
  };
}

/** Opaque refresh token; only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits for password reset. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten characters (letters and digits, no look-alikes): also passes the login form's 8-character rule. */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return code;
}
