import type { ChartPoint } from '@qi/domain/chart-aggregation';
import { emptyColumnFilter } from '@qi/domain/column-filter';
import type { IncidentStatus } from '@qi/domain/incident-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import { insertIncidentRows } from '../incidents/incident-repository';
import { incident, loadChartFixture } from './chart-fixture';
import { type ChartDefinition, chartSeries } from './chart-series-service';
import { intelligenceHeadlines } from './headline-service';

/**
 * The measures computed from the milestones (migration 230): days to close and days open averaged, the age
 * bucket as a group, and the headline figures, at a fixed "now".
 */
const NOW = '2026-06-01T00:00:00.000Z';
const day = (date: string) => `${date}T00:00:00.000Z`;

type Spec = [number, IncidentStatus, string, string | null, string | null];
// [number, status, product, submitted, closed]: the expected days are written next to each.
const SPECS: Spec[] = [
  [1, 'closed', 'A', day('2026-05-01'), '2026-05-04T12:00:00.000Z'], // closed in 3.5 days
  [2, 'closed', 'A', day('2026-03-01'), day('2026-04-10')], // 40
  [3, 'acknowledged', 'B', day('2026-05-22'), null], // open 10 days
  [4, 'submitted', 'B', '2026-05-31T12:00:00.000Z', null], // open 0.5
  [5, 'under-investigation', 'A', day('2025-12-01'), null], // open 182
  [6, 'rejected', 'B', day('2026-05-01'), null], // neither
  [7, 'draft', 'B', null, null], // not charted
  [8, 'cancelled', 'B', day('2026-05-01'), null], // not charted
  [9, 'pending-update', 'C', day('2026-05-30'), null], // open 2
  [10, 'closed', 'C', day('2026-01-10'), day('2026-01-15')], // 5, closed before the 90 days
  [11, 'closed', 'C', day('2026-05-20'), day('2026-05-30')], // 10
];

function fixture(reporter: string) {
  const incidents = SPECS.map(([number, status, product, submittedAt, closedAt]) =>
    incident(reporter, number, status, {
      id: `measure-${number}`,
      product,
      submittedAt,
      acknowledgedAt: null,
      investigationCompletedAt: null,
      closedAt,
    }),
  );
  return { incidents, investigations: [] };
}

const chart = (groupBy: string, value1: string, value2: string): ChartDefinition => ({
  groupBy,
  value1,
  value2,
  sortBy: 'groupBy',
  limit: '',
  filter: [],
});
const point = (group: string, value1: number, value2: number): ChartPoint => ({ group, value1, value2 });

describe('chart measures and headline figures', () => {
  let t: TestApp;
  let token: string;
  let reporter: string;
  const kind = usingPostgres() ? 'postgres' : 'sqlite';
  beforeAll(async () => {
    t = await startTestApp();
    const user = await t.login('user');
    token = user.idToken;
    reporter = user.user.user_id;
    await loadChartFixture(t.db, fixture(reporter));
  });
  afterAll(() => t.close());

  it('averages days to close and days open per group (not summed)', async () => {
    expect(await chartSeries(t.db, kind, chart('product', 'daysToClose', 'daysOpen'), NOW)).toEqual([
      point('A', 21.75, 182),
      point('B', 0, 5.25),
      point('C', 7.5, 2),
    ]);
  });

  it('averages across the two levels of a date chart', async () => {
    expect(await chartSeries(t.db, kind, chart('incidentDate', 'daysToClose', 'daysOpen'), NOW)).toEqual([
      point('01-2026', 14.63, 48.63),
    ]);
  });

  it('groups by age bucket in bucket order: time to close once closed, time open otherwise', async () => {
    expect(await chartSeries(t.db, kind, chart('ageBucket', 'ageBucket', 'daysToClose'), NOW)).toEqual([
      point('0–7', 4, 4.25),
      point('8–30', 2, 10),
      point('31–90', 1, 40),
      point('Over 90', 1, 0),
    ]);
  });

  it('filters by age bucket', async () => {
    const definition = {
      ...chart('product', 'daysToClose', 'ageBucket'),
      filter: [{ ...emptyColumnFilter('ageBucket', 'category'), filter: ['0–7'], allowEmpty: false }],
    };
    expect(await chartSeries(t.db, kind, definition, NOW)).toEqual([
      point('A', 3.5, 1),
      point('B', 0, 1),
      point('C', 5, 2),
    ]);
  });

  it('serves the measures over HTTP', async () => {
    const res = await t.request('POST', '/v1/charts/series', {
      token,
      body: { ...chart('product', 'daysToClose', 'daysToClose'), chartType: 'barChart' },
    });
    expect(res.status).toBe(200);
    expect(res.body.points).toEqual([point('A', 21.75, 21.75), point('B', 0, 0), point('C', 7.5, 7.5)]);
  });

  it('counts open incidents and takes the median days to close of the last 90 days', async () => {
    const headlines = await intelligenceHeadlines(t.db, kind, NOW, NOW.slice(0, 10));
    expect(headlines.map((h) => h.id)).toEqual([
      'openIncidents',
      'overdueItems',
      'medianDaysToClose',
      'effectivenessRate',
    ]);
    expect(headlines[0]).toEqual({ id: 'openIncidents', label: 'Open incidents', value: 4, unit: 'count' });
    // 3.5, 10 and 40 days (5 was closed before the 90 days).
    expect(headlines[2]).toEqual({
      id: 'medianDaysToClose',
      label: 'Median days to close (last 90 days)',
      value: 10,
      unit: 'days',
    });
    const extra = incident(reporter, 12, 'closed', {
      id: 'measure-12',
      submittedAt: day('2026-05-29'),
      closedAt: day('2026-05-31'),
    });
    await insertIncidentRows(t.db, [extra]);
    // 2, 3.5, 10 and 40: the middle two averaged, 6.75, shown to one decimal.
    const [, , median] = await intelligenceHeadlines(t.db, kind, NOW, NOW.slice(0, 10));
    expect(median?.value).toBe(6.8);
    // Nothing closed in the 90 days before: no median.
    const [, , none] = await intelligenceHeadlines(t.db, kind, '2027-06-01T00:00:00.000Z', '2027-06-01');
    expect(none?.value).toBeNull();
  });

  it('answers the headlines to signed-in users only', async () => {
    expect((await t.request('GET', '/v1/intelligence/headlines')).status).toBe(401);
    const res = await t.request('GET', '/v1/intelligence/headlines', { token });
    expect(res.status).toBe(200);
    expect(res.body.headlines.map((h: { id: string; value: number | null }) => [h.id, h.value])).toEqual([
      ['openIncidents', 4],
      ['overdueItems', 0],
      ['medianDaysToClose', null],
      ['effectivenessRate', null],
    ]);
  });
});
