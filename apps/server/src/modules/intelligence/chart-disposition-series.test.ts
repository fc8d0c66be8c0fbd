import { aggregateChart, type ChartSpec } from '@qi/domain/chart-aggregation';
import { emptyColumnFilter, type TColumnFilter } from '@qi/domain/column-filter';
import { sumPounds } from '@qi/domain/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DISPOSITION_CHART_COLUMNS } from './chart-columns-sql';
import { incident, loadChartFixture } from './chart-fixture';

/**
 * Charts by severity, supplier (name) and disposition decision, with the scrap quantity and the disposition
 * cost as values: the server's series, checked against written-out points and against the domain's
 * aggregateChart over rows built here (one per incident, or one per incident and decision when the chart
 * uses the decision).
 */
type Row = Record<string, unknown>;
type Line = { incident: number; decision: string; quantity: number; cost: number | null };

const SUPPLIERS = [
  { id: 'sup-1', name: 'Acme', code: 'AC1' },
  { id: 'sup-2', name: 'Bolt Ltd', code: 'BLT' },
  // Another supplier of the same name: charts group by name.
  { id: 'sup-3', name: 'Acme', code: 'AC2' },
];

const LINES: Line[] = [
  { incident: 1, decision: 'scrap', quantity: 4, cost: 10.1 },
  { incident: 1, decision: 'scrap', quantity: 2, cost: 0.2 },
  { incident: 1, decision: 'rework', quantity: 4, cost: null },
  { incident: 2, decision: 'return-to-supplier', quantity: 5, cost: 100 },
  { incident: 3, decision: 'scrap', quantity: 3, cost: 5.5 },
  // Never in a chart: the lines of a draft and of a cancelled incident.
  { incident: 0, decision: 'scrap', quantity: 100, cost: 1000 },
  { incident: 6, decision: 'rework', quantity: 50, cost: 500 },
];

function fixture(reporter: string) {
  const incidents = [
    incident(reporter, 1, 'under-investigation', {
      severity: 'critical',
      supplierId: 'sup-1',
      defectiveQuantity: 10,
      dispositionStatus: 'decided',
    }),
    incident(reporter, 2, 'acknowledged', {
      severity: 'major',
      supplierId: 'sup-2',
      defectiveQuantity: 5,
      dispositionStatus: 'approved',
    }),
    incident(reporter, 3, 'closed', {
      severity: 'minor',
      supplierId: 'sup-3',
      defectiveQuantity: 3,
      dispositionStatus: 'decided',
    }),
    incident(reporter, 4, 'acknowledged', { severity: 'minor', defectiveQuantity: 2 }),
    incident(reporter, 5, 'submitted', { supplierId: 'sup-1', defectiveQuantity: null }),
    incident(reporter, null, 'draft', { id: 'fixture-0', supplierId: 'sup-1', defectiveQuantity: 100 }),
    incident(reporter, 6, 'cancelled', { supplierId: 'sup-2', severity: 'major', defectiveQuantity: 50 }),
  ];
  return { incidents, investigations: [] };
}

const sumCosts = (lines: Line[]) =>
  lines.some((l) => l.cost !== null) ? sumPounds(...lines.map((l) => l.cost)) : null;
const scrap = (lines: Line[]) =>
  lines.filter((l) => l.decision === 'scrap').reduce((total, l) => total + l.quantity, 0);

/** The charted incidents as domain rows: per incident, or per incident and decision. */
function domainRows(incidents: ReturnType<typeof fixture>['incidents'], perDecision: boolean): Row[] {
  return incidents
    .filter((i) => i.status !== 'draft' && i.status !== 'cancelled')
    .flatMap((i): Row[] => {
      const lines = LINES.filter((l) => l.incident === i.incidentNumber);
      const base = {
        ...i,
        supplier: SUPPLIERS.find((s) => s.id === i.supplierId)?.name ?? null,
        dispositionDecision: null,
        scrapQuantity: lines.length ? scrap(lines) : null,
        dispositionCost: sumCosts(lines),
      };
      if (!perDecision || lines.length === 0) return [base];
      return [...new Set(lines.map((l) => l.decision))].map((decision) => {
        const mine = lines.filter((l) => l.decision === decision);
        return {
          ...base,
          dispositionDecision: decision,
          scrapQuantity: scrap(mine),
          dispositionCost: sumCosts(mine),
        };
      });
    });
}

const filter = (key: string, type: TColumnFilter['type'], fields: Partial<TColumnFilter>) => ({
  ...emptyColumnFilter(key, type),
  ...fields,
});

describe('chart series by severity, supplier and disposition decision', () => {
  let t: TestApp;
  let token: string;
  let incidents: ReturnType<typeof fixture>['incidents'];
  beforeAll(async () => {
    t = await startTestApp();
    const user = await t.login('user');
    token = user.idToken;
    const data = fixture(user.user.user_id);
    incidents = data.incidents;
    await loadChartFixture(t.db, data);
    const now = new Date().toISOString();
    for (const supplier of SUPPLIERS) {
      await t.db
        .insertInto('suppliers')
        .values({ ...supplier, active: 1, created_at: now, updated_at: now } as never)
        .execute();
    }
    for (const [position, line] of LINES.entries()) {
      await t.db
        .insertInto('disposition_lines')
        .values({
          id: `line-${position}`,
          incident_id: `fixture-${line.incident}`,
          position,
          decision: line.decision,
          quantity: line.quantity,
          cost: line.cost,
          note: '',
          responsible_id: user.user.user_id,
          due_date: null,
          created_at: now,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  async function series(chart: Partial<ChartSpec>, filters: TColumnFilter[] = []) {
    const body = { sortBy: 'groupBy', limit: '', ...chart, filter: filters };
    const res = await t.request('POST', '/v1/charts/series', { token, body });
    expect(res.status, res.text).toBe(200);
    return res.body.points as { group: string; value1: number; value2: number }[];
  }

  it('sums the scrap quantity and the disposition cost per supplier name', async () => {
    expect(await series({ groupBy: 'supplier', value1: 'scrapQuantity', value2: 'dispositionCost' })).toEqual(
      [
        { group: 'Acme', value1: 9, value2: 15.8 },
        { group: 'Bolt Ltd', value1: 0, value2: 100 },
      ],
    );
    // A Pareto of incidents and defective quantity by supplier.
    expect(
      await series({
        groupBy: 'supplier',
        value1: 'incidentNumber',
        value2: 'defectiveQuantity',
        sortBy: 'value2',
      }),
    ).toEqual([
      { group: 'Acme', value1: 3, value2: 13 },
      { group: 'Bolt Ltd', value1: 1, value2: 5 },
    ]);
  });

  it('groups by disposition decision: a row per incident and decision, incident values counted once per decision', async () => {
    expect(
      await series({ groupBy: 'dispositionDecision', value1: 'scrapQuantity', value2: 'dispositionCost' }),
    ).toEqual([
      { group: 'Return to supplier', value1: 0, value2: 100 },
      { group: 'Rework', value1: 0, value2: 0 },
      { group: 'Scrap', value1: 9, value2: 15.8 },
    ]);
    expect(
      await series({ groupBy: 'dispositionDecision', value1: 'incidentNumber', value2: 'defectiveQuantity' }),
    ).toEqual([
      { group: 'Return to supplier', value1: 1, value2: 5 },
      { group: 'Rework', value1: 1, value2: 10 },
      { group: 'Scrap', value1: 2, value2: 13 },
    ]);
  });

  it('groups by severity', async () => {
    expect(await series({ groupBy: 'severity', value1: 'incidentNumber', value2: 'scrapQuantity' })).toEqual([
      { group: 'Critical', value1: 1, value2: 6 },
      { group: 'Major', value1: 1, value2: 0 },
      { group: 'Minor', value1: 2, value2: 3 },
    ]);
  });

  it('filters by decision and by supplier', async () => {
    const scrapOnly = [filter('dispositionDecision', 'category', { filter: ['scrap'], allowEmpty: false })];
    expect(
      await series(
        { groupBy: 'supplier', value1: 'defectiveQuantity', value2: 'dispositionCost' },
        scrapOnly,
      ),
    ).toEqual([{ group: 'Acme', value1: 13, value2: 15.8 }]);
    const acme = [filter('supplier', 'category', { filter: ['sup-1'], allowEmpty: false })];
    expect(
      await series(
        { groupBy: 'dispositionDecision', value1: 'scrapQuantity', value2: 'incidentNumber' },
        acme,
      ),
    ).toEqual([
      { group: 'Rework', value1: 0, value2: 1 },
      { group: 'Scrap', value1: 6, value2: 1 },
    ]);
  });

  it("equals the domain's aggregation for every new column as the group and as a value", async () => {
    const groups = ['severity', 'supplier', 'dispositionStatus', ...DISPOSITION_CHART_COLUMNS];
    const values = [
      'scrapQuantity',
      'dispositionCost',
      'incidentNumber',
      'defectiveQuantity',
      'supplier',
      'dispositionDecision',
    ];
    for (const groupBy of groups) {
      for (const [value1, value2] of values.map((v, i) => [v, values[(i + 1) % values.length]!] as const)) {
        const chart: ChartSpec = { groupBy, value1, value2, sortBy: 'value1', limit: '' };
        const perDecision = [groupBy, value1, value2].includes('dispositionDecision');
        const expected = aggregateChart(domainRows(incidents, perDecision), chart);
        expect(await series(chart), JSON.stringify(chart)).toEqual(expected);
      }
    }
  });

  it('keeps the sums finite over lines stored before the bounds', async () => {
    await sql`update disposition_lines set cost = 1e308 where incident_id = 'fixture-2'`.execute(t.db);
    await sql`insert into disposition_lines (id, incident_id, position, decision, quantity, cost, note, responsible_id, created_at)
      values ('line-huge', 'fixture-2', 99, 'scrap', 1, 1e308, '', 'x', '2026-01-01')`.execute(t.db);
    for (const groupBy of ['supplier', 'dispositionDecision']) {
      const points = await series({ groupBy, value1: 'dispositionCost', value2: 'scrapQuantity' });
      expect(points.length).toBeGreaterThan(0);
      for (const p of points) expect(Number.isFinite(p.value1) && Number.isFinite(p.value2)).toBe(true);
      expect(Math.max(...points.map((p) => p.value1))).toBeGreaterThanOrEqual(1e9);
    }
  });
});
