import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance with zod schemas as the type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Where a request comes from, as sessions and the security log keep it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Where security lines go: the request's logger (its lines carry the request id). */
export interface SecurityLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The caller of an auth or signing route as its services need it. */
export interface AuthClient extends ClientInfo {
  log: SecurityLog;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}
