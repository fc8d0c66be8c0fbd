import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The refresh token also travels in a cookie that page scripts cannot read (httpOnly), that other sites cannot
 * make the browser send (SameSite=Strict), that only goes over HTTPS when the app is served over HTTPS, and only
 * to the auth routes (refresh and logout among them). The JSON answers keep carrying it too, for API clients
 * (docs/decisions/036-refresh-token-storage.md).
 */
export const REFRESH_COOKIE = 'qi_refresh';
export const REFRESH_COOKIE_PATH = '/v1/auth';

/** Refresh tokens are base64url; anything else in the cookie is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

function attributes(config: Config, maxAgeSeconds: number): string {
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Sets the cookie for a new refresh token; it lasts as long as an idle session may. */
export function setRefreshCookie(reply: FastifyReply, config: Config, refreshToken: string): void {
  const maxAge = Math.floor(config.sessions.idleMs / 1000);
  reply.header('set-cookie', `${REFRESH_COOKIE}=${refreshToken}; ${attributes(config, maxAge)}`);
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.header('set-cookie', `${REFRESH_COOKIE}=; ${attributes(config, 0)}`);
}

/** The refresh token from the request's cookie, if it carries a well-formed one. */
export function refreshTokenFromCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}
