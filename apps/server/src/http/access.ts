import { AppError } from '@qi/domain/app-error';
import type { Role } from '@qi/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../context-types';

/**
 * Who may call a route, declared on every route as `config.access`:
 * - 'public': anyone, signed in or not;
 * - 'signed-in': any signed-in user;
 * - a domain permission function, e.g. `canManageUsers` from `@qi/domain/access`;
 * - 'supplier': a supplier answering one request through its link (modules/scar, decision 051): a session of its
 *   own kind, which every other route treats as not signed in.
 */
export type RouteAccess = 'public' | 'signed-in' | 'supplier' | ((role: Role) => boolean);

export interface AuthContext {
  user: UserRecord;
  /** The session of a person signed in; null for a machine calling with an API token (modules/api-tokens). */
  sessionId: string | null;
  /** The API token a machine called with. */
  apiTokenId?: string;
}

/** A supplier's session: it reaches the one request its link was sent for, and nothing else. */
export interface SupplierContext {
  scarId: string;
  sessionId: string;
  linkId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    supplier: SupplierContext | null;
  }
}

/**
 * A refused authorization: the answer shows only the message; `reason` and the caller (when known) go to
 * the log (see refusal-log.ts), so that operators can tell a forged token from an ended session.
 */
export class AccessRefusal extends AppError {
  constructor(
    code: 'UNAUTHENTICATED' | 'FORBIDDEN',
    message: string,
    readonly reason: string,
    readonly caller?: { userId: string; role?: Role },
  ) {
    super(code, message);
  }
}

/** The signed-in caller of a non-public route (the access hook has already checked it). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AccessRefusal('UNAUTHENTICATED', 'Please sign in.', 'not-signed-in');
  return request.auth;
}

export type Authenticator = (request: FastifyRequest) => Promise<AuthContext>;
export type SupplierAuthenticator = (request: FastifyRequest) => Promise<SupplierContext>;

/** The supplier session of a 'supplier' route (the access hook has already checked it). */
export function requireSupplier(request: FastifyRequest): SupplierContext {
  if (!request.supplier) throw new AccessRefusal('UNAUTHENTICATED', 'Please sign in.', 'not-signed-in');
  return request.supplier;
}

/**
 * onRequest hook: runs before body parsing and validation, so an anonymous caller gets 401 and a
 * caller without the permission gets 403 whatever they sent.
 */
export function createAccessHook(authenticate: Authenticator, authenticateSupplier: SupplierAuthenticator) {
  return async function accessHook(request: FastifyRequest): Promise<void> {
    request.auth = null;
    request.supplier = null;
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    if (access === 'supplier') {
      request.supplier = await authenticateSupplier(request);
      return;
    }
    request.auth = await authenticate(request);
    if (typeof access === 'function' && !access(request.auth.user.role)) {
      throw new AccessRefusal('FORBIDDEN', 'You do not have permission to do this.', 'role-not-permitted');
    }
  };
}
