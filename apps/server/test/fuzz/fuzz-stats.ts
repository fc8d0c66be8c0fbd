import type { App } from '../../src/http/types';
import type { RawResponse } from './fuzz-client';
import type { FuzzRequest } from './fuzz-requests';
import { CALLERS, type CallerName } from './fuzz-sessions';
import { routePattern } from './operations';

/** Who a route lets in, read from its declared `config.access` (the same table the server enforces). */
export function allowedCallers(app: App, method: string, template: string): CallerName[] {
  const route = app.registeredRoutes.find((r) => r.method === method && r.url === routePattern(template));
  const access = route?.access;
  if (access === undefined || access === 'public') return [...CALLERS];
  if (access === 'signed-in') return CALLERS.filter((c) => c !== 'anonymous');
  // A supplier's session is none of the fuzzer's callers: anonymous gets 401, staff 403 (decision 051).
  if (access === 'supplier') return [];
  return CALLERS.filter((c) => c !== 'anonymous' && access(c));
}

/** Counts of what was sent and answered, for the assertions and the summary printed after the run. */
export class FuzzStats {
  sent = 0;
  /** Sent by a signed-in caller the route lets in. */
  authorized = 0;
  /** …and answered with something else than 401 (the session was live: the request reached the route). */
  reachedRoute = 0;
  readonly byStatus = new Map<number, number>();
  readonly byOperation = new Map<string, { sent: number; ok: number; ms: number }>();

  record(request: FuzzRequest, response: RawResponse, allowed: readonly CallerName[], ms: number): void {
    this.sent += 1;
    this.byStatus.set(response.status, (this.byStatus.get(response.status) ?? 0) + 1);
    const op = this.byOperation.get(request.operation) ?? { sent: 0, ok: 0, ms: 0 };
    op.sent += 1;
    op.ms += ms;
    if (response.status >= 200 && response.status < 300) op.ok += 1;
    this.byOperation.set(request.operation, op);
    if (request.caller !== 'anonymous' && allowed.includes(request.caller)) {
      this.authorized += 1;
      if (response.status !== 401) this.reachedRoute += 1;
    }
  }

  summary(): string {
    const statuses = [...this.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const slowest = [...this.byOperation.entries()]
      .sort(([, a], [, b]) => b.ms - a.ms)
      .slice(0, 5)
      .map(([key, op]) => `${key} ${op.sent} requests, ${Math.round(op.ms / op.sent)} ms each`)
      .join('; ');
    const neverOk = [...this.byOperation.entries()].filter(([, op]) => op.ok === 0).map(([key]) => key);
    return [
      `${this.sent} requests; ${this.authorized} by allowed signed-in callers, ${this.reachedRoute} of them past the session check`,
      `statuses: ${statuses}`,
      `slowest operations: ${slowest}`,
      `operations that never answered 2xx: ${neverOk.join('; ') || 'none'}`,
    ].join('\n');
  }
}
