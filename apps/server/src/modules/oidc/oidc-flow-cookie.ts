import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config';
import { oidcKeys } from './oidc-keys';

/**
 * A sign-in under way lives in the browser that started it: an encrypted (A256GCM), httpOnly, SameSite=Strict
 * cookie, only sent to /v1/auth/oidc and gone after 10 minutes. It holds the PKCE verifier, state and nonce, so
 * that the answer the provider sends back is only taken from the browser that asked for it (a callback URL
 * pasted into another browser has no cookie), and where to go afterwards. The callback clears it, and
 * records the state as used (oidc-grant-repository.ts) so that it cannot be replayed meanwhile.
 */
export const FLOW_COOKIE = 'qi_oidc';
export const FLOW_COOKIE_PATH = '/v1/auth/oidc';
export const FLOW_SECONDS = 600;

const ZPendingFlow = z.object({
  purpose: z.enum(['sign-in', 'signing']),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  /** Sign-in: a path of this app (already made safe). */
  returnTo: z.string(),
  /** Signing: whose session asked, and when (ms); the provider's auth_time must not be older. */
  userId: z.string().nullable(),
  sessionId: z.string().nullable(),
  requestedAt: z.number(),
});
export type PendingFlow = z.output<typeof ZPendingFlow>;

function attributes(config: Config, maxAge: number): string {
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

export async function setFlowCookie(reply: FastifyReply, config: Config, flow: PendingFlow): Promise<void> {
  const value = await new EncryptJWT({ flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${FLOW_SECONDS}s`)
    .encrypt(oidcKeys(config).flowCookie);
  reply.header('set-cookie', `${FLOW_COOKIE}=${value}; ${attributes(config, FLOW_SECONDS)}`);
}

export function clearFlowCookie(reply: FastifyReply, config: Config): void {
  reply.header('set-cookie', `${FLOW_COOKIE}=; ${attributes(config, 0)}`);
}

function cookieValue(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === FLOW_COOKIE)
      return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The flow this browser started, if its cookie is ours, whole and not expired. */
export async function readFlowCookie(request: FastifyRequest, config: Config): Promise<PendingFlow | null> {
  const value = cookieValue(request);
  if (!value || value.length > 4000) return null;
  try {
    const { payload } = await jwtDecrypt(value, oidcKeys(config).flowCookie, { clockTolerance: 5 });
    const parsed = ZPendingFlow.safeParse(payload.flow);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
