import { INVESTIGATION_EDITABLE_KEYS } from '@qi/domain/investigation-sign-off';
import type { Role } from '@qi/domain/roles';
import { validIncidentForm } from '../../src/modules/incidents/incident-test-kit';
import { TINY_PNG, uploadFile } from '../../src/modules/uploads/test-multipart';
import { DEMO_PASSWORD, type TestApp } from '../helpers/test-app';
import type { FuzzSessions } from './fuzz-sessions';
import { buildExtremeRecords } from './fuzz-world-extremes';

/**
 * What the fuzzer knows about the running app before it starts: real ids (so that mutated requests reach
 * handlers and rows, not only 404s) and one or more VALID body per operation, read back from the API or
 * built from its reference data. Everything here is made through the API, as a client would.
 */
export interface FuzzWorld {
  ids: {
    incident: string[];
    investigation: string[];
    /** Throwaway users that admin requests may edit (never the fuzzing accounts themselves). */
    user: string[];
    report: string[];
  };
  /** Valid JSON bodies by operation key ("PUT /v1/incidents/{id}"). */
  bodies: Record<string, unknown[]>;
  /** Valid values of query parameters by name, where random ones would never be valid (filters). */
  query: Record<string, unknown[]>;
  /** Signed /v1/files/… paths (with their query) that answer 200. */
  filePaths: string[];
}

type Api = TestApp['request'];

async function ok<T>(request: Api, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await request<T>(method, path, { token, body });
  if (res.status >= 300) throw new Error(`fuzz world: ${method} ${path} → ${res.status} ${res.text}`);
  return res.body;
}

function localPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** One filter per incident column and filter type, with values of every kind. */
function columnFilters(columns: string[]): unknown[] {
  const types = ['numeric', 'string', 'date', 'category', 'object', 'dateTime', 'boolean', 'status'];
  const filters = columns.flatMap((key, index) => {
    const type = types[index % types.length]!;
    return [
      { key, type, allowEmpty: true, allowAll: false, filter: ['Gearbox 200', 1, true, null], contains: '' },
      { key, type, contains: 'a', from: '2025-01', to: '2026-12' },
      { key, type, from: 1, to: 1000, allowEmpty: false },
      { key, type: 'dateTime', from: '2025-01-01T00:00:00.000Z', to: '2030-01-01' },
    ];
  });
  return [[], ...columns.map((_, i) => filters.slice(i * 4, i * 4 + 4)), filters.slice(0, 50)];
}

export async function buildFuzzWorld(
  t: TestApp,
  sessions: FuzzSessions,
  columns: string[],
): Promise<FuzzWorld> {
  const token = (role: Role) => sessions.token(role)!;
  const admin = token('admin');
  const form = await validIncidentForm(t);

  // Incidents of the fuzzing 'user' account in several states, so that its requests reach its own rows.
  const upload = await uploadFile(t, token('user'), {
    name: 'photo.png',
    type: 'image/png',
    content: TINY_PNG,
  });
  if (upload.status !== 201) throw new Error(`fuzz world: upload → ${upload.status} ${upload.text}`);
  const attachment = upload.body as { id: string; name: string; type: string; size: number; url: string };
  for (const action of ['save-draft', 'save-draft', 'submit', 'submit']) {
    await ok(t.request, 'POST', '/v1/incidents', token('user'), {
      ...form,
      attachments: [attachment],
      action,
    });
  }
  await ok(t.request, 'POST', '/v1/incidents', token('investigator'), { ...form, action: 'save-draft' });

  type Listed = { id: string; status: string };
  const list = (view: string) =>
    ok<{ items: Listed[] }>(t.request, 'GET', `/v1/incidents?rowsPerPage=100&view=${view}`, admin);
  const incidents = [...(await list('list')).items, ...(await list('drafts')).items];
  const investigations = await ok<{ items: { id: string }[] }>(
    t.request,
    'GET',
    '/v1/investigations?rowsPerPage=100',
    admin,
  );
  const investigationIds = investigations.items.map((i) => i.id);
  const investigation = await ok<Record<string, unknown>>(
    t.request,
    'GET',
    `/v1/investigations/${investigationIds[0]}`,
    admin,
  );
  const reports = await ok<{ id: string; charts: unknown[] }[]>(t.request, 'GET', '/v1/reports', admin);
  const templates = await ok<{ url: string }[]>(t.request, 'GET', '/v1/templates', admin);
  const locations = await ok<unknown[]>(t.request, 'GET', '/v1/locations', admin);
  const profile = await ok<unknown>(t.request, 'GET', '/v1/profile', admin);
  // The worst texts and numbers (and older unbounded ones), made after the valid examples above were read.
  const extreme = await buildExtremeRecords(t, token('quality'), form);

  const victims = await Promise.all(
    [1, 2, 3].map((n) =>
      t.buildUser({ role: 'user', name: `Fuzz target ${n}`, email: `fuzz-target-${n}@example.com` }),
    ),
  );
  const victimTokens = await t.loginAs(victims[0]!.email, DEMO_PASSWORD);

  const acknowledged = incidents.filter((i) => i.status === 'acknowledged').map((i) => i.id);
  const editable = Object.fromEntries(INVESTIGATION_EDITABLE_KEYS.map((key) => [key, investigation[key]]));
  const charts = reports.flatMap((r) => r.charts);
  const password = 'Fuzzing123!';

  return {
    ids: {
      // The extreme ones count twice: the document routes get many of them among the demo incidents.
      incident: [...incidents.map((i) => i.id), ...extreme.incidents, ...extreme.incidents],
      investigation: [...investigationIds, ...extreme.investigations],
      user: victims.map((v) => v.user_id),
      report: reports.map((r) => r.id),
    },
    bodies: {
      'POST /v1/auth/login': [
        { email: victims[1]!.email, password: DEMO_PASSWORD },
        { email: 'nobody@example.com', password: 'not-the-password' },
      ],
      'POST /v1/auth/new-password': [{ session: 'eyJhbGciOiJIUzI1NiJ9.e30.x', newPassword: password }],
      'POST /v1/auth/refresh': [{ refreshToken: victimTokens.refreshToken }],
      'POST /v1/auth/forgot-password': [{ email: victims[2]!.email }],
      'POST /v1/auth/forgot-password/confirm': [
        { email: victims[2]!.email, code: '123456', newPassword: password },
      ],
      'POST /v1/auth/change-password': [{ oldPassword: DEMO_PASSWORD, newPassword: password }],
      'POST /v1/users': [{ email: 'fuzz-new@example.com', name: 'Fuzz New' }],
      'PUT /v1/users/{user_id}': [
        { role: 'investigator', active: true },
        { active: false },
        { role: 'user' },
      ],
      'PUT /v1/profile': [profile],
      'POST /v1/products': [{ name: 'Fuzz product' }],
      'POST /v1/partNumbers': [{ id: 'FZ-1', description: 'Fuzz part' }],
      'PUT /v1/locations': [locations],
      'PUT /v1/templates': [templates],
      'POST /v1/incidents': [
        { ...form, action: 'save-draft' },
        { ...form, action: 'submit' },
        { ...form, attachments: [attachment], action: 'save-draft' },
      ],
      'PUT /v1/incidents/{id}': [
        { ...form, action: 'save-draft' },
        { ...form, action: 'submit' },
        { ...form, action: 'update' },
        { action: 'reject', rejectReason: 'Not a defect.' },
        { action: 'acknowledge', severity: 'major' },
        { action: 'request-more-information', pendingUpdateReason: 'Please add photos.' },
        { action: 'start-investigation', investigationId: investigationIds[0] },
        { action: 'reassign-investigation', investigationId: investigationIds[1] },
        { action: 'close', incidentJustified: true },
        { action: 'delete' },
      ],
      'POST /v1/investigations': [
        ...acknowledged.map((incidentId) => ({ incidentId, copyFrom: null })),
        { incidentId: acknowledged[0] ?? 'none', copyFrom: investigationIds[0] },
      ],
      'PUT /v1/investigations/{id}': [
        editable,
        { ...editable, signedOff: { containmentAction: true, rootCause: false }, completed: false },
        { completed: true },
      ],
      'PUT /v1/reports/{id}': reports.map((r) => ({ charts: r.charts })),
      'POST /v1/charts/series': charts,
    },
    // Page sizes are a fixed list the schema cannot say: 50 and 100 suit every list (incidents also take 200,
    // users and investigations 25).
    query: { filters: columnFilters(columns), rowsPerPage: [50, 100] },
    filePaths: [...templates.map((tpl) => localPath(tpl.url)), localPath(attachment.url)],
  };
}
