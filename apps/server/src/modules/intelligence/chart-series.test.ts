import { aggregateChart } from '@qi/domain/chart-aggregation';
import { emptyColumnFilter, type TColumnFilter } from '@qi/domain/column-filter';
import { CHART_INCIDENT_COLUMN_IDS } from '@qi/domain/incident-columns';
import { CHART_SORT_BY } from '@qi/domain/report';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { INVESTIGATION_CHART_COLUMNS } from './chart-columns-sql';
import { chartFixture, domainRows, loadChartFixture } from './chart-fixture';

describe('POST /v1/charts/series', () => {
  let t: TestApp;
  let token: string;
  let fixture: ReturnType<typeof chartFixture>;
  let names: Map<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    const user = await t.login('user');
    const investigator = await t.login('investigator');
    token = user.idToken;
    fixture = chartFixture(user.user.user_id, investigator.user.user_id);
    names = new Map([user.user, investigator.user].map((u) => [u.user_id, u.name]));
    await loadChartFixture(t.db, fixture);
  });
  afterAll(() => t.close());

  async function series(chart: Record<string, unknown>) {
    const res = await t.request('POST', '/v1/charts/series', {
      token,
      body: { value2: chart.value1, sortBy: 'groupBy', limit: '', ...chart },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.points as { group: string; value1: number; value2: number }[];
  }
  const filter = (key: string, type: TColumnFilter['type'], fields: Partial<TColumnFilter>) => ({
    ...emptyColumnFilter(key, type),
    ...fields,
  });

  it('counts and sums by month and year, December 2025 before January 2026; drafts and cancelled left out', async () => {
    expect(
      await series({ groupBy: 'incidentDate', value1: 'incidentNumber', value2: 'defectiveQuantity' }),
    ).toEqual([
      { group: '12-2025', value1: 2, value2: 5 },
      { group: '01-2026', value1: 2, value2: 5 },
      { group: '02-2026', value1: 1, value2: 1 },
    ]);
  });

  it('shows a month without incidents between two with incidents as 0 when sorted by date', async () => {
    // Only Gadget (December) and the empty product (February) are left: January has none.
    const chart = {
      groupBy: 'incidentDate',
      value1: 'incidentNumber',
      value2: 'defectiveQuantity',
      filter: [filter('product', 'category', { filter: ['Gadget'], allowEmpty: true })],
    };
    expect(await series(chart)).toEqual([
      { group: '12-2025', value1: 1, value2: 2 },
      { group: '01-2026', value1: 0, value2: 0 },
      { group: '02-2026', value1: 1, value2: 1 },
    ]);
    expect((await series({ ...chart, limit: 2 })).map((p) => p.group)).toEqual(['12-2025', '01-2026']);
    // Sorted by a value, only the months with incidents are ranked.
    expect((await series({ ...chart, sortBy: 'value2' })).map((p) => p.group)).toEqual([
      '12-2025',
      '02-2026',
    ]);
  });

  it('sums the costs and the total (labour + material + adjustment, nulls as 0)', async () => {
    expect(await series({ groupBy: 'incidentDate', value1: 'costOfLabour', value2: 'costTotal' })).toEqual([
      { group: '12-2025', value1: 10.5, value2: 30.5 },
      { group: '01-2026', value1: 0, value2: 4 },
      { group: '02-2026', value1: 0, value2: 0 },
    ]);
  });

  it('sorts by group, by value 1 or value 2 (descending) and applies the limit; empty groups are dropped', async () => {
    const chart = { groupBy: 'product', value1: 'defectiveQuantity', value2: 'grnNumber' };
    expect(await series(chart)).toEqual([
      { group: 'Gadget', value1: 2, value2: 0 },
      { group: 'Gizmo', value1: 5, value2: 1 },
      { group: 'Widget', value1: 3, value2: 2 },
    ]);
    expect((await series({ ...chart, sortBy: 'value1' })).map((p) => p.group)).toEqual([
      'Gizmo',
      'Widget',
      'Gadget',
    ]);
    expect((await series({ ...chart, sortBy: 'value2' })).map((p) => p.group)).toEqual([
      'Widget',
      'Gizmo',
      'Gadget',
    ]);
    expect((await series({ ...chart, sortBy: 'value1', limit: 2 })).map((p) => p.group)).toEqual([
      'Gizmo',
      'Widget',
    ]);
    expect((await series({ ...chart, sortBy: 'value1', limit: '2' })).length).toBe(2);
  });

  it('labels objects by title, booleans Yes/No, and reads investigation columns', async () => {
    expect(await series({ groupBy: 'incidentLocation', value1: 'incidentNumber' })).toEqual([
      { group: 'Plant A', value1: 3, value2: 3 },
      { group: 'Plant B', value1: 1, value2: 1 },
    ]);
    expect(await series({ groupBy: 'incidentJustified', value1: 'incidentNumber' })).toEqual([
      { group: 'No', value1: 1, value2: 1 },
      { group: 'Yes', value1: 2, value2: 2 },
    ]);
    expect(await series({ groupBy: 'rootCauseCategory', value1: 'incidentNumber' })).toEqual([
      { group: '2.2 Wrong Setting', value1: 1, value2: 1 },
    ]);
    expect(
      await series({
        groupBy: 'investigationStatus',
        value1: 'defectiveProductQuantity',
        value2: 'costTotal',
      }),
    ).toEqual([
      { group: 'Completed', value1: 1, value2: 30.5 },
      { group: 'Opened', value1: 0, value2: 4 },
    ]);
  });

  it('applies string, numeric, date and category filters', async () => {
    const byStatus = { groupBy: 'status', value1: 'incidentNumber' };
    const groups = async (filters: unknown[]) =>
      (await series({ ...byStatus, filter: filters })).map((p) => `${p.group}:${p.value1}`);
    expect(await groups([filter('grnNumber', 'string', { contains: 's1000' })])).toEqual([
      'Closed:1',
      'Rejected:1',
      'Under Investigation:1',
    ]);
    expect(
      await groups([filter('defectiveQuantity', 'numeric', { from: 2, to: 3, allowEmpty: false })]),
    ).toEqual(['Closed:1', 'Submitted:1']);
    expect(await groups([filter('defectiveQuantity', 'numeric', { from: 2, to: 3 })])).toEqual([
      'Closed:1',
      'Submitted:1',
      'Under Investigation:1',
    ]);
    expect(await groups([filter('incidentDate', 'date', { from: '2026-01', to: '2026-01' })])).toEqual([
      'Acknowledged:1',
      'Under Investigation:1',
    ]);
    expect(await groups([filter('product', 'category', { filter: ['Gizmo'], allowEmpty: true })])).toEqual([
      'Acknowledged:1',
      'Rejected:1',
    ]);
    expect(await groups([filter('product', 'category', { filter: ['Gizmo'], allowEmpty: false })])).toEqual([
      'Acknowledged:1',
    ]);
    expect(await groups([filter('costTotal', 'numeric', { from: 5, allowEmpty: false })])).toEqual([
      'Closed:1',
    ]);
    expect(
      await groups([filter('rootCauseCategory', 'object', { filter: ['wrongSetting'], allowEmpty: false })]),
    ).toEqual(['Closed:1']);
  });

  it("equals the domain's aggregateChart over the same rows for every group column", async () => {
    const rows = domainRows(fixture, names);
    const columns = [...CHART_INCIDENT_COLUMN_IDS, ...INVESTIGATION_CHART_COLUMNS];
    for (const groupBy of columns) {
      for (const sortBy of CHART_SORT_BY) {
        const chart = { groupBy, value1: 'costTotal', value2: 'grnNumber', sortBy, limit: 3 as const };
        expect(await series(chart), `${groupBy} ${sortBy}`).toEqual(aggregateChart(rows, chart));
      }
    }
    for (const value of columns) {
      const chart = {
        groupBy: 'incidentDate',
        value1: value,
        value2: value,
        sortBy: 'value1',
        limit: '',
      } as const;
      expect(await series(chart), value).toEqual(aggregateChart(rows, chart));
    }
  });

  it('refuses unknown columns with 422', async () => {
    for (const body of [
      { groupBy: 'nope', value1: 'incidentNumber', value2: 'incidentNumber' },
      { groupBy: 'product', value1: 'password', value2: 'incidentNumber' },
      {
        groupBy: 'product',
        value1: 'incidentNumber',
        value2: 'incidentNumber',
        filter: [filter('x', 'category', {})],
      },
      { groupBy: 'product', value1: 'incidentNumber', value2: 'incidentNumber', sortBy: 'nope' },
      // Names of Object.prototype's members (found by the API fuzzer: 'valueOf' was taken for a column, 500).
      { groupBy: 'valueOf', value1: 'incidentNumber', value2: 'incidentNumber' },
      { groupBy: 'product', value1: 'toString', value2: 'incidentNumber' },
      { groupBy: 'product', value1: 'incidentNumber', value2: 'constructor' },
      { groupBy: '__proto__', value1: 'incidentNumber', value2: 'hasOwnProperty' },
    ]) {
      const res = await t.request('POST', '/v1/charts/series', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('VALIDATION');
    }
    const badDate = await t.request('POST', '/v1/charts/series', {
      token,
      body: {
        groupBy: 'product',
        value1: 'incidentNumber',
        value2: 'incidentNumber',
        filter: [filter('incidentDate', 'date', { from: 'soon' })],
      },
    });
    expect(badDate.status).toBe(422);
  });
});

describe('POST /v1/charts/series with CHART_CACHE_SECONDS', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { CHART_CACHE_SECONDS: '60' } });
    const user = await t.login('user');
    const investigator = await t.login('investigator');
    token = user.idToken;
    await loadChartFixture(t.db, chartFixture(user.user.user_id, investigator.user.user_id));
  });
  afterAll(() => t.close());

  const points = async (sortBy: string) => {
    const res = await t.request('POST', '/v1/charts/series', {
      token,
      body: { groupBy: 'product', value1: 'incidentNumber', value2: 'incidentNumber', sortBy, limit: '' },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.points as { group: string; value1: number }[];
  };

  it('answers the same definition from the cache within the time; another definition is computed', async () => {
    const before = await points('groupBy');
    expect(before.length).toBeGreaterThan(0);
    await sql`delete from incidents`.execute(t.db);
    expect(await points('groupBy')).toEqual(before);
    expect(await points('value1')).toEqual([]);
  });
});
