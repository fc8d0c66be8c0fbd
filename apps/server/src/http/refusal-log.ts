import type { AppError } from '@qi/domain/app-error';
import type { FastifyRequest } from 'fastify';
import { AccessRefusal } from './access';

export const REFUSAL_EVENT = 'authorization.refused';

/**
 * One warn line per refused authorization (401 or 403), whichever code refused it: the access hook, the
 * authenticator or a handler. Only these fields are written: never headers, tokens, bodies or query strings
 * (signed links carry their signature there), so the line is safe to ship to a log store.
 */
export function logRefusal(request: FastifyRequest, error: AppError): void {
  if (error.statusCode !== 401 && error.statusCode !== 403) return;
  const refusal = error instanceof AccessRefusal ? error : undefined;
  const user = request.auth?.user;
  const caller = user ? { userId: user.user_id, role: user.role } : refusal?.caller;
  request.log.warn(
    {
      event: REFUSAL_EVENT,
      status: error.statusCode,
      code: error.code,
      reason: refusal?.reason ?? error.message,
      method: request.method,
      // The route pattern (e.g. /v1/users/:user_id), not the URL that was called.
      url: request.routeOptions.url ?? request.url.split('?')[0],
      ...caller,
      ip: request.ip,
    },
    'authorization refused',
  );
}
