import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';
import { intelligenceHeadlines } from './headline-service';

/** The headline figures about due work (docs/product.md §2 Intelligence): overdue items and effectiveness. */
describe('headlines: overdue items and effectiveness rate', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  const figure = async (id: string, today: string) =>
    (await intelligenceHeadlines(t.db, t.app.appContext.dbKind, new Date().toISOString(), today)).find(
      (h) => h.id === id,
    )?.value;

  it('counts the open work past its due date, and the share of recorded checks that were effective', async () => {
    const { investigation } = await k.started();
    const read = await t.request('GET', `/v1/investigations/${investigation.id}`, {
      token: k.callers.quality.token,
    });
    const dates = Object.values(read.body.schedule as Record<string, { dueDate: string }>).map(
      (s) => s.dueDate,
    );
    const latest = [...dates].sort().at(-1) as string;
    const before = await figure('overdueItems', '2000-01-01');
    const after = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    // Every section of the new investigation is overdue the day after the last is due.
    expect((await figure('overdueItems', after)) ?? 0).toBeGreaterThanOrEqual((before ?? 0) + dates.length);
    expect(await figure('effectivenessRate', after)).toBeNull();

    for (const result of ['effective', 'not-effective'] as const) {
      const started = await k.started();
      await k.complete(k.callers.investigator, started.investigation.id);
      const checks = await t.request(
        'GET',
        `/v1/investigations/${started.investigation.id}/effectiveness-checks`,
        {
          token: k.callers.quality.token,
        },
      );
      const recorded = await t.request('POST', `/v1/effectiveness-checks/${checks.body[0].id}/record`, {
        token: k.callers.quality.token,
        body: { result, evidence: 'Audit of the next three batches.' },
      });
      expect(recorded.status, recorded.text).toBe(200);
    }
    expect(await figure('effectivenessRate', after)).toBe(50);

    // The same measures as chart values: by status, the completed investigations' incidents.
    const series = await t.request('POST', '/v1/charts/series', {
      token: k.callers.quality.token,
      body: {
        groupBy: 'status',
        value1: 'effectivenessRate',
        value2: 'onTimeRate',
        chartType: 'barChartWithLine',
        sortBy: 'groupBy',
        limit: '',
        filter: [],
      },
    });
    expect(series.status, series.text).toBe(200);
    const completed = series.body.points.find(
      (p: { group: string }) => p.group === 'Investigation Completed',
    );
    expect(completed.value1).toBe(50);
    expect(completed.value2).toBeGreaterThanOrEqual(0);
    expect(completed.value2).toBeLessThanOrEqual(100);
    const overdue = await t.request('POST', '/v1/charts/series', {
      token: k.callers.quality.token,
      body: {
        groupBy: 'status',
        value1: 'overdueCount',
        value2: 'overdueCount',
        sortBy: 'groupBy',
        limit: '',
        filter: [],
      },
    });
    expect(overdue.status, overdue.text).toBe(200);
    for (const point of overdue.body.points as { group: string; value1: number }[]) {
      expect(Number.isInteger(point.value1)).toBe(true);
    }
  });
});
