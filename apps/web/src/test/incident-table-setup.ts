import type { TDistinctValue } from '@qi/domain/incident-list-query';
import type { TColumnChoice } from '@qi/domain/profile';
import type { Role } from '@qi/domain/roles';
// Load the lazily imported pages up front: on a busy machine their first import would eat the tests' time.
import '../app/layouts/main-layout';
import '../features/home/components/home-page';
import '../features/incident-table/components/incident-list-page';
import type { TIncidentListItem } from '../features/incident-table/api/get-incidents';
import { EMPTY_DATA, layoutHandlers, signInAs } from './factories';
import { json, mockFetch, type RecordedRequest } from './fetch-mock';
import { renderApp } from './render-app';

/** For the first finds of a test: lazy pages and the first fetches are slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export function buildIncidentItem(overrides: Partial<TIncidentListItem> = {}): TIncidentListItem {
  return {
    id: 'inc-1',
    incidentNumber: 42,
    reportedBy: 'u-2',
    status: 'submitted',
    incidentDate: '2026-03-05',
    product: 'Widget',
    partNumber: 'P-100',
    defectiveQuantity: 3,
    grnNumber: 'GRN-1',
    orderNumber: 'ORD-1',
    incidentLocation: { id: 'plant', title: 'Plant A', categories: [] },
    category: { id: 'cat', title: 'Damage', subcategories: [] },
    subcategory: null,
    furtherSubcategory: null,
    description: 'A broken widget',
    attachments: [],
    investigationId: null,
    investigationStatus: null,
    incidentJustified: true,
    rejectReason: null,
    pendingUpdateReason: null,
    severity: null,
    supplierId: null,
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-06T10:00:00.000Z',
    ...overrides,
  };
}

const listPaths = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/incidents?')).map((r) => r.path);

/** Signs in, mocks the incident endpoints and renders the app at `path`. */
export function setupIncidentTable(
  path: string,
  options: {
    role?: Role;
    items?: TIncidentListItem[];
    incidentsFilter?: TColumnChoice[];
    /** The distinct values every column's 'Filter Values' lists. */
    distinct?: TDistinctValue[];
    /** Holds back the list answers until the test lets them go. */
    listGate?: Promise<void>;
    /** The list's total as the server counts it (250 matches by default). */
    total?: { total: number; totalCapped: boolean };
  } = {},
) {
  const user = signInAs(options.role ?? 'user');
  const items = options.items ?? [buildIncidentItem()];
  const data = {
    ...EMPTY_DATA,
    users: [
      { user_id: user.user_id, name: user.name },
      { user_id: 'u-2', name: 'Bob Smith' },
    ],
    profile: { ...EMPTY_DATA.profile, incidentsFilter: options.incidentsFilter ?? [] },
  };
  const fetch = mockFetch({
    ...layoutHandlers(user),
    'GET /v1/data': () => json(data, 200, { ETag: '"v1"' }),
    'GET /v1/incidents': async () => {
      await options.listGate;
      const total = options.total ?? { total: 250, totalCapped: false };
      return json({ items, ...total, page: 0, rowsPerPage: 100 });
    },
    'GET /v1/incidents/distinct': () =>
      json(
        options.distinct ?? [
          { value: 'Widget', label: 'Widget', count: 4 },
          { value: 'Gadget', label: 'Gadget', count: 2 },
          { value: null, label: '', count: 1 },
        ],
      ),
    'GET /v1/incidents/export.csv': () =>
      new Response('a,b\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    'GET /v1/incidents/export.xlsx': () =>
      new Response('xlsx', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="IncidentLog20260101.xlsx"' },
      }),
    'PUT /v1/profile': (r) => json({ ...data.profile, ...(r.body as object) }),
  });
  const app = renderApp(path);
  return { ...fetch, app, user, listPaths: () => listPaths(fetch.requests) };
}

/** The query of a list request as an object (filters parsed). */
export function queryOf(path: string | undefined): Record<string, unknown> {
  const params = new URLSearchParams((path ?? '').split('?')[1] ?? '');
  const out: Record<string, unknown> = Object.fromEntries(params.entries());
  if (typeof out.filters === 'string') out.filters = JSON.parse(out.filters);
  return out;
}
