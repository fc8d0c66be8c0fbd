import { aggregateChart, type ChartSpec } from '@qi/domain/chart-aggregation';
import { emptyColumnFilter, type TColumnFilter } from '@qi/domain/column-filter';
import { CHART_INCIDENT_COLUMN_IDS } from '@qi/domain/incident-columns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import { chartColumnSql, INVESTIGATION_CHART_COLUMNS } from './chart-columns-sql';
import { domainRows, loadChartFixture } from './chart-fixture';
import { generatedChartFixture } from './chart-generated-fixture';
import { seriesQuery } from './chart-series-repository';

/**
 * The series the server computes (grouped in SQL, by date then month for dates, joined in investigation order)
 * must equal the domain's aggregateChart over the same incidents, for every chart column as the group and as a
 * value, with and without filters. Drafts and cancelled incidents are in the data and must stay out.
 */
const COLUMNS = [...CHART_INCIDENT_COLUMN_IDS, ...INVESTIGATION_CHART_COLUMNS];
type Row = Record<string, unknown>;

const filter = (key: string, type: TColumnFilter['type'], fields: Partial<TColumnFilter>) => ({
  ...emptyColumnFilter(key, type),
  ...fields,
});
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Filters and the rows they keep, written out for the test (docs/product.md §5 semantics). */
const FILTERS: { name: string; filters: TColumnFilter[]; keep: (row: Row) => boolean }[] = [
  {
    name: 'product in a list, no empty',
    filters: [filter('product', 'category', { filter: ['Gizmo', 'Widget'], allowEmpty: false })],
    keep: (row) => row.product === 'Gizmo' || row.product === 'Widget',
  },
  {
    name: 'incident date from January to November 2025',
    filters: [filter('incidentDate', 'date', { from: '2025-01', to: '2025-11' })],
    keep: (row) => String(row.incidentDate) >= '2025-01-01' && String(row.incidentDate) < '2025-12-01',
  },
  {
    name: 'root cause in a list or empty (incidents without investigation too)',
    filters: [filter('rootCauseCategory', 'object', { filter: ['operatorError', 'trainingLevel'] })],
    keep: (row) => {
      const id = (row.rootCauseCategory as { id: string } | null)?.id;
      return id === undefined || id === 'operatorError' || id === 'trainingLevel';
    },
  },
  {
    name: 'total cost from 0.30, no empty; quantity 1 to 5 or empty',
    filters: [
      filter('costTotal', 'numeric', { from: 0.3, allowEmpty: false }),
      filter('defectiveQuantity', 'numeric', { from: 1, to: 5 }),
    ],
    keep: (row) => {
      const total = num(row.costTotal);
      const quantity = num(row.defectiveQuantity);
      return total !== null && total >= 0.3 && (quantity === null || (quantity >= 1 && quantity <= 5));
    },
  },
  {
    name: 'completed investigations of closed or submitted incidents',
    filters: [
      filter('investigationStatus', 'category', { filter: ['completed'], allowEmpty: false }),
      filter('status', 'category', { filter: ['closed', 'submitted'], allowEmpty: false }),
    ],
    keep: (row) =>
      row.investigationStatus === 'completed' && ['closed', 'submitted'].includes(String(row.status)),
  },
];

describe('chart series equal the domain aggregation (generated incidents)', () => {
  let t: TestApp;
  let token: string;
  let rows: Row[];

  beforeAll(async () => {
    t = await startTestApp();
    const user = await t.login('user');
    const investigator = await t.login('investigator');
    token = user.idToken;
    const fixture = generatedChartFixture(user.user.user_id, investigator.user.user_id);
    await loadChartFixture(t.db, fixture);
    const names = new Map([user.user, investigator.user].map((u) => [u.user_id, u.name]));
    rows = domainRows(fixture, names);
  });
  afterAll(() => t.close());

  async function expectDomain(chart: ChartSpec, filters: TColumnFilter[] = [], keep = (_: Row) => true) {
    const res = await t.request('POST', '/v1/charts/series', { token, body: { ...chart, filter: filters } });
    expect(res.status, res.text).toBe(200);
    const label = `${chart.groupBy} / ${chart.value1} / ${chart.value2} ${JSON.stringify(filters)}`;
    expect(res.body.points, label).toEqual(aggregateChart(rows.filter(keep), chart));
  }

  it('has the cases that matter: no investigation, shared investigations, null costs, drafts, cancelled', () => {
    const all = generatedChartFixture('u', 'i');
    const links = all.incidents.map((i) => i.investigationId).filter((id) => id !== null);
    expect(all.incidents.some((i) => i.investigationId === null && i.status !== 'draft')).toBe(true);
    expect(new Set(links).size).toBeLessThan(links.length);
    expect(all.investigations.some((v) => v.costOfMaterial === null)).toBe(true);
    expect(all.incidents.some((i) => i.status === 'draft')).toBe(true);
    expect(all.incidents.some((i) => i.status === 'cancelled')).toBe(true);
  });

  it('every column as the group (sums of costs and quantities, counts of text)', async () => {
    for (const groupBy of COLUMNS) {
      await expectDomain({
        groupBy,
        value1: 'costTotal',
        value2: 'defectiveQuantity',
        sortBy: 'groupBy',
        limit: '',
      });
      await expectDomain({
        groupBy,
        value1: 'incidentNumber',
        value2: 'costOfMaterial',
        sortBy: 'value1',
        limit: 4,
      });
    }
  });

  it('every column as a value, by an incident date, an incident column and an investigation column', async () => {
    for (const value of COLUMNS) {
      for (const groupBy of ['incidentDate', 'product', 'rootCauseCategory']) {
        await expectDomain({
          groupBy,
          value1: value,
          value2: 'incidentNumber',
          sortBy: 'groupBy',
          limit: '',
        });
      }
    }
  });

  it('with filters on incident and investigation columns', async () => {
    const charts: [string, string, string][] = [
      ['incidentDate', 'costOfMaterial', 'costTotal'],
      ['incidentDate', 'incidentNumber', 'defectiveQuantity'],
      ['rootCauseCategory', 'incidentNumber', 'costTotal'],
      ['status', 'incidentNumber', 'assignedTo'],
      ['product', 'defectiveQuantity', 'costAdjustment'],
      ['created_at', 'costOfLabour', 'grnNumber'],
    ];
    for (const { filters, keep } of FILTERS) {
      for (const [groupBy, value1, value2] of charts) {
        await expectDomain({ groupBy, value1, value2, sortBy: 'groupBy', limit: '' }, filters, keep);
      }
    }
  });

  it('reflects a write at once (no cache): a new cost changes the series', async () => {
    const chart: ChartSpec = {
      groupBy: 'incidentDate',
      value1: 'costOfMaterial',
      value2: 'costTotal',
      sortBy: 'groupBy',
      limit: '',
    };
    await expectDomain(chart);
    await sql`update investigations set cost_of_material = 1000 where id = 'gen-inv-00'`.execute(t.db);
    const res = await t.request('POST', '/v1/charts/series', { token, body: { ...chart, filter: [] } });
    const updated = rows.map((r) =>
      r.investigationId === 'gen-inv-00'
        ? {
            ...r,
            costOfMaterial: 1000,
            costTotal:
              Math.round(((num(r.costOfLabour) ?? 0) + 1000 + (num(r.costAdjustment) ?? 0)) * 100) / 100,
          }
        : r,
    );
    expect(res.body.points).toEqual(aggregateChart(updated, chart));
    expect(res.body.points).not.toEqual(aggregateChart(rows, chart));
  });

  it('SQLite reads incidents in investigation order through the covering index (060) for joined charts', async () => {
    const kind = usingPostgres() ? 'postgres' : 'sqlite';
    const column = (id: string) => chartColumnSql(id, { kind, now: new Date().toISOString() })!;
    const query = (groupBy: string, value1: string, filters: TColumnFilter[] = []) =>
      seriesQuery(kind, {
        groupBy: column(groupBy),
        value1: { id: value1, column: column(value1) },
        value2: { id: value1, column: column(value1) },
        filters: filters.map((f) => ({ filter: f, column: column(f.key) })),
      });
    const plan = async (groupBy: string, value1: string, filters: TColumnFilter[] = []) => {
      const built = query(groupBy, value1, filters);
      const result = await sql<Row>`explain query plan ${built}`.execute(t.db);
      return result.rows.map((r) => r.detail).join(' | ');
    };
    const joined = [
      ['rootCauseCategory', 'incidentNumber'],
      ['incidentDate', 'costOfMaterial'],
      ['status', 'costTotal'],
    ] as const;
    if (kind === 'postgres') {
      // PostgreSQL chooses its own join (a merge join over the two ordered indexes on 100k incidents).
      for (const [groupBy, value1] of joined) {
        expect(query(groupBy, value1).compile(t.db).sql).not.toContain('indexed by');
      }
      return;
    }
    for (const [groupBy, value1] of joined) {
      expect(await plan(groupBy, value1)).toContain(
        'SCAN incidents USING COVERING INDEX incidents_chart_investigation_idx',
      );
    }
    // A filter on an incident column leaves the choice to the planner (a narrower range may be cheaper).
    const filtered = await plan('rootCauseCategory', 'incidentNumber', [
      filter('product', 'category', { filter: ['Gizmo'], allowEmpty: false }),
    ]);
    expect(filtered).not.toContain('incidents_chart_investigation_idx');
  });
});
