import type { THeadline } from '@qi/domain/incident-measures';
import { newChart, type TChart } from '@qi/domain/report';
import type { Role } from '@qi/domain/roles';
// Load the lazily imported pages up front: on a busy machine their first import would eat the tests' time.
import '../app/layouts/main-layout';
import '../features/intelligence/components/intelligence-pages';
import { layoutHandlers, signInAs } from './factories';
import { errorBody, json, mockFetch, type RecordedRequest } from './fetch-mock';
import { renderApp } from './render-app';

export const SLOW = { timeout: 15_000 };
export function buildChart(overrides: Partial<TChart> = {}): TChart {
  return { ...newChart(), id: 'c-1', title: 'Defects by month', ...overrides };
}

export const CHARTS: TChart[] = [
  buildChart(),
  buildChart({ id: 'c-2', title: 'Cost by product', chartType: 'barChartWithLine', groupBy: 'product' }),
  buildChart({ id: 'c-3', title: 'Hidden pie', chartType: 'pieChart', visible: false }),
];

export const HEADLINES: THeadline[] = [
  { id: 'openIncidents', label: 'Open incidents', value: 12, unit: 'count' },
  { id: 'medianDaysToClose', label: 'Median days to close (last 90 days)', value: 6.5, unit: 'days' },
];

export const seriesBodies = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/v1/charts/series').map((r) => r.body);

export const reportPuts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/v1/reports/r-1');

/** Signs in as `role`, mocks the report, series and incident endpoints and renders the app at `path`. */
export function setupIntelligence(
  path: string,
  options: {
    role?: Role;
    charts?: TChart[];
    failPut?: boolean;
    seriesDelayMs?: number;
    /** The series answer for a definition (the default: two months). */
    series?: (definition: Record<string, unknown>) => unknown;
  } = {},
) {
  const user = signInAs(options.role ?? 'admin');
  // The stored report: a successful PUT replaces its charts.
  let charts = options.charts ?? CHARTS;
  const fetch = mockFetch({
    ...layoutHandlers(user),
    'GET /v1/reports': () => json([{ id: 'r-1', charts }]),
    'PUT /v1/reports/r-1': (r) => {
      if (options.failPut) return errorBody(500, 'INTERNAL', 'Boom');
      // As the server does: a chart sent without an id (being added) gets one.
      charts = (r.body as { charts: (Omit<TChart, 'id'> & { id?: string })[] }).charts.map((c, index) => ({
        ...c,
        id: c.id ?? `c-new-${index}`,
      }));
      return json({ id: 'r-1', charts });
    },
    'POST /v1/charts/series': async (r) => {
      if (options.seriesDelayMs) await new Promise((resolve) => setTimeout(resolve, options.seriesDelayMs));
      if (options.series) return json(options.series(r.body as Record<string, unknown>));
      return json({
        points: [
          { group: '01-2026', value1: 3, value2: 10 },
          { group: '02-2026', value1: 5, value2: 20 },
        ],
      });
    },
    'GET /v1/intelligence/headlines': () => json({ headlines: HEADLINES }),
    'GET /v1/incidents': () => json({ items: [], total: 0, page: 0, rowsPerPage: 100 }),
    'GET /v1/incidents/distinct': () => json([{ value: 'Widget', label: 'Widget', count: 4 }]),
  });
  const app = renderApp(path);
  return { ...fetch, app, user };
}
