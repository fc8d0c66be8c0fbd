import type { RawClient, RawResponse } from './fuzz-client';
import type { FuzzRequest } from './fuzz-requests';
import type { CallerName, FuzzSessions } from './fuzz-sessions';
import type { FuzzStats } from './fuzz-stats';

/** Requests after which the caller's session is over even though they answered 2xx. */
const ENDS_SESSION = new Set(['POST /v1/auth/logout', 'POST /v1/auth/change-password']);

/** Sends fuzzed requests as their caller, keeps the callers signed in, counts everything. */
export function createRunner(client: RawClient, sessions: FuzzSessions, stats: FuzzStats) {
  async function execute(request: FuzzRequest, allowed: readonly CallerName[]): Promise<RawResponse> {
    const token = sessions.token(request.caller);
    const headers = { ...request.headers };
    const authorization = token ? `Bearer ${token}` : request.authorization;
    if (authorization !== undefined) headers.authorization = authorization;
    const started = performance.now();
    const response = await client.send({
      method: request.method,
      path: request.path,
      headers,
      body: request.body,
    });
    stats.record(request, response, allowed, performance.now() - started);
    if (request.caller !== 'anonymous') {
      const ok = response.status >= 200 && response.status < 300;
      if (response.status === 401 || (ok && ENDS_SESSION.has(request.operation))) {
        await sessions.renew(request.caller, token);
      }
    }
    return response;
  }

  /** A plain JSON GET as `caller` (for snapshots), renewing the session once if it was ended meanwhile. */
  async function getJson(path: string, caller: CallerName): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = sessions.token(caller);
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const response = await client.send({ method: 'GET', path, headers, body: undefined });
      if (response.status === 401 && caller !== 'anonymous') {
        await sessions.renew(caller, token);
        continue;
      }
      if (response.status !== 200 && response.status !== 404) {
        throw new Error(
          `GET ${path} as ${caller} → ${response.status} ${response.body.toString('utf8').slice(0, 300)}`,
        );
      }
      return { status: response.status, body: JSON.parse(response.body.toString('utf8')) as unknown };
    }
    throw new Error(`GET ${path}: the ${caller} session keeps ending`);
  }

  return { execute, getJson };
}

export type Runner = ReturnType<typeof createRunner>;
