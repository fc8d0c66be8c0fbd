import { AppError } from '@qi/domain/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { take } from '../limits/reservation';

/**
 * A per-user limit on the routes that cost the server real work (documents, exports, uploads, charts): each
 * user may send so many requests a minute to each group. Each (user, group) has a token bucket in the database
 * (limits/, docs/decisions/042-one-rate-limiter.md) that refills evenly over the minute: it holds across
 * instances, concurrent requests cannot slip past it, and no window's end lets twice the limit through.
 */
export type ExpensiveGroup = 'documents' | 'exports' | 'uploads' | 'charts';

/** The expensive routes, as Fastify names them (method and route pattern), with their group. */
const EXPENSIVE_ROUTES: Record<string, ExpensiveGroup> = {
  'GET /v1/incidents/:id/print.pdf': 'documents',
  'GET /v1/incidents/:id/tag.pdf': 'documents',
  'GET /v1/incidents/:id/audit-trail.pdf': 'documents',
  'GET /v1/scars/:id/print.pdf': 'documents',
  'GET /v1/incidents/:id/audit-trail.csv': 'exports',
  'GET /v1/incidents/export.csv': 'exports',
  'GET /v1/incidents/export.xlsx': 'exports',
  'GET /v1/incidents/:id/attachments.zip': 'exports',
  'POST /v1/uploads': 'uploads',
  'POST /v1/charts/series': 'charts',
};

/** A route's group; HEAD counts as its GET (Fastify runs the GET's handler for it and drops the body). */
const groupOf = (method: string, url: string): ExpensiveGroup | undefined =>
  EXPENSIVE_ROUTES[`${method === 'HEAD' ? 'GET' : method} ${url}`];

/** Whether a route (its method and Fastify pattern) has a per-user limit, for the OpenAPI document's 429. */
export const isExpensiveRoute = (method: string, url: string): boolean => groupOf(method, url) !== undefined;

const GROUP_WORDS: Record<ExpensiveGroup, string> = {
  documents: 'documents (prints and tags)',
  exports: 'exports and downloads',
  uploads: 'uploads',
  charts: 'chart requests',
};

export const LIMIT_EVENT = 'expensive-route.limited';

/** 'Too many …' with how long to wait. */
export function tooManyMessage(group: ExpensiveGroup, waitSeconds: number): string {
  const wait = waitSeconds === 1 ? '1 second' : `${waitSeconds} seconds`;
  return `Too many ${GROUP_WORDS[group]} in a minute. Please wait ${wait} and try again.`;
}

/** preHandler hook: refuses (429, with Retry-After) a signed-in user's request past the group's limit. */
export function createExpensiveRouteLimit(ctx: AppContext) {
  return async function expensiveRouteLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const group = request.routeOptions.url ? groupOf(request.method, request.routeOptions.url) : undefined;
    const user = request.auth?.user;
    if (!group || !user) return;
    const limit = ctx.config.expensiveRequestsPerMinute[group];
    const rule = {
      kind: `expensive-${group}`,
      key: user.user_id,
      limit,
      windowMinutes: 1,
      account: user.email,
    };
    const taken = await take(ctx.db, rule);
    if (taken.ok) return;
    const waitSeconds = Math.max(1, Math.ceil(taken.res.msBeforeNext / 1000));
    request.log.warn(
      { event: LIMIT_EVENT, group, userId: user.user_id, role: user.role, limit, ip: request.ip },
      'expensive route limit reached',
    );
    reply.header('retry-after', String(waitSeconds));
    // An upload's body is not read when it is refused: close the connection rather than read it to the end.
    if (group === 'uploads') reply.header('connection', 'close');
    throw new AppError('RATE_LIMITED', tooManyMessage(group, waitSeconds));
  };
}
