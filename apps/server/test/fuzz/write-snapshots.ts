import type { FuzzRequest } from './fuzz-requests';
import type { Runner } from './fuzz-runner';

/**
 * For each write operation, what a refused request must leave exactly as it was, read through the API: the
 * row it targets (and its history), or the collection it would have added to.
 */
type Snapshot = (runner: Runner, request: FuzzRequest) => Promise<unknown>;

const admin = (runner: Runner, path: string) => runner.getJson(path, 'admin');

function bodyField(request: FuzzRequest, field: string): string | undefined {
  try {
    const value = (JSON.parse(request.body?.toString('utf8') ?? '') as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export const WRITE_SNAPSHOTS: Record<string, Snapshot> = {
  'PUT /v1/incidents/{id}': async (runner, r) =>
    Promise.all([
      admin(runner, `/v1/incidents/${r.target}`),
      admin(runner, `/v1/incidents/${r.target}/history`),
    ]),
  'PUT /v1/investigations/{id}': async (runner, r) =>
    Promise.all([
      admin(runner, `/v1/investigations/${r.target}`),
      admin(runner, `/v1/investigations/${r.target}/history`),
    ]),
  'PUT /v1/users/{user_id}': (runner, r) => admin(runner, `/v1/users/${r.target}`),
  'PUT /v1/reports/{id}': (runner) => admin(runner, '/v1/reports'),
  'PUT /v1/profile': (runner, r) => runner.getJson('/v1/profile', r.caller),
  'PUT /v1/locations': (runner) => admin(runner, '/v1/locations'),
  'PUT /v1/templates': (runner) => admin(runner, '/v1/templates'),
  'POST /v1/products': (runner) => admin(runner, '/v1/products'),
  'POST /v1/partNumbers': (runner) => admin(runner, '/v1/partNumbers'),
  'POST /v1/suppliers': (runner) => admin(runner, '/v1/suppliers'),
  'POST /v1/users': (runner) => admin(runner, '/v1/users?rowsPerPage=100'),
  // Admins see every incident but other people's drafts in the list; the caller's own drafts are in theirs.
  'POST /v1/incidents': (runner, r) =>
    Promise.all([
      admin(runner, '/v1/incidents?view=list&rowsPerPage=50'),
      runner.getJson('/v1/incidents?view=drafts&rowsPerPage=50', r.caller),
    ]),
  'POST /v1/investigations': async (runner, r) => {
    const incidentId = bodyField(r, 'incidentId');
    return Promise.all([
      admin(runner, '/v1/investigations?rowsPerPage=100'),
      // The incident it would have started on, when the body names one that can exist.
      incidentId && /^[0-9a-f-]{36}$/.test(incidentId) ? admin(runner, `/v1/incidents/${incidentId}`) : null,
    ]);
  },
};

/** Signed URLs carry an expiry computed at read time: compare them without their query. */
export function comparable(snapshot: unknown): unknown {
  return JSON.parse(JSON.stringify(snapshot), (_key, value: unknown) =>
    typeof value === 'string' && value.includes('signature=') ? value.replace(/\?.*$/, '') : value,
  );
}
