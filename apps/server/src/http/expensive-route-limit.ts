import { AppError } from '@qi/domain/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { fromDbNumber } from '../db/values';

/**
 * A per-user limit on the routes that cost the server real work (documents, exports, uploads, charts): each
 * user may send so many requests a minute to each group. The counts live in the database, one row per (user,
 * group, minute) incremented by one atomic upsert, so the limit holds across instances and concurrent
 * requests cannot slip past it.
 */
export type ExpensiveGroup = 'documents' | 'exports' | 'uploads' | 'charts';

/** The expensive routes, as Fastify names them (method and route pattern), with their group. */
const EXPENSIVE_ROUTES: Record<string, ExpensiveGroup> = {
  'GET /v1/incidents/:id/print.pdf': 'documents',
  'GET /v1/incidents/:id/tag.pdf': 'documents',
  'GET /v1/incidents/:id/audit-trail.pdf': 'documents',
  'GET /v1/incidents/:id/audit-trail.csv': 'exports',
  'GET /v1/incidents/export.csv': 'exports',
  'GET /v1/incidents/export.xlsx': 'exports',
  'GET /v1/incidents/:id/attachments.zip': 'exports',
  'POST /v1/uploads': 'uploads',
  'POST /v1/charts/series': 'charts',
};

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

/** The minute a time falls in (minutes since 1970). */
const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** Counts one request of `userId` to `group` in `minute` and answers the count so far, this one included. */
export async function countRequest(
  db: Db,
  userId: string,
  group: ExpensiveGroup,
  minute: number,
): Promise<number> {
  const row = await db
    .insertInto('request_counts')
    .values({ user_id: userId, bucket: group, window_start: minute, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'bucket', 'window_start'])
        .doUpdateSet({ count: sql<number>`${sql.ref('request_counts.count')} + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = fromDbNumber(row.count);
  // The first request of a minute clears the user's older minutes of the group: the table stays small.
  if (count === 1) {
    await db
      .deleteFrom('request_counts')
      .where('user_id', '=', userId)
      .where('bucket', '=', group)
      .where('window_start', '<', minute)
      .execute();
  }
  return count;
}

/** preHandler hook: refuses (429, with Retry-After) a signed-in user's request past the group's limit. */
export function createExpensiveRouteLimit(ctx: AppContext) {
  return async function expensiveRouteLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const group = EXPENSIVE_ROUTES[`${request.method} ${request.routeOptions.url}`];
    const user = request.auth?.user;
    if (!group || !user) return;
    const now = Date.now();
    const minute = minuteOf(now);
    const count = await countRequest(ctx.db, user.user_id, group, minute);
    const limit = ctx.config.expensiveRequestsPerMinute[group];
    if (count <= limit) return;
    const waitSeconds = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    request.log.warn(
      { event: LIMIT_EVENT, group, userId: user.user_id, role: user.role, count, limit, ip: request.ip },
      'expensive route limit reached',
    );
    reply.header('retry-after', String(waitSeconds));
    // An upload's body is not read when it is refused: close the connection rather than read it to the end.
    if (group === 'uploads') reply.header('connection', 'close');
    throw new AppError('RATE_LIMITED', tooManyMessage(group, waitSeconds));
  };
}
