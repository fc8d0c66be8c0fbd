import { newChart } from '@qi/domain/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('reports (docs/api.md "Intelligence")', () => {
  let t: TestApp;
  let reportId: string;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const chart = (fields: Record<string, unknown> = {}) => ({ ...newChart(), id: 'chart-1', ...fields });

  it('lists the reports; the demo report starts with five titled charts whose series compute', async () => {
    const { idToken } = await t.login('user');
    const res = await t.request('GET', '/v1/reports', { token: idToken });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    reportId = res.body[0].id;
    const charts = res.body[0].charts;
    expect(charts.map((c: { chartType: string }) => c.chartType)).toEqual([
      'barChart',
      'barChart',
      'barChartWithLine',
      'pieChart',
      'pieChart',
    ]);
    for (const c of charts) {
      expect(c.title).not.toBe('');
      const series = await t.request('POST', '/v1/charts/series', { token: idToken, body: c });
      expect(series.status, series.text).toBe(200);
      expect(series.body.points.length).toBeGreaterThan(0);
    }
  });

  it('saves charts for quality and admin, with the limit normalised and a history record', async () => {
    for (const role of ['quality', 'admin'] as const) {
      const { idToken, user } = await t.login(role);
      const res = await t.request('PUT', `/v1/reports/${reportId}`, {
        token: idToken,
        body: { charts: [chart({ title: `By ${role}`, limit: '7' }), chart({ id: 'chart-2', limit: 0 })] },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.charts.map((c: { title: string; limit: unknown }) => [c.title, c.limit])).toEqual([
        [`By ${role}`, 7],
        ['', ''],
      ]);
      const history = await t.db
        .selectFrom('history')
        .select(['actor_id', 'action'])
        .where('entity_type', '=', 'report')
        .where('entity_id', '=', reportId)
        .where('actor_id', '=', user.user_id)
        .execute();
      expect(history).toEqual([{ actor_id: user.user_id, action: 'update' }]);
    }
    const { idToken } = await t.login('user');
    const read = await t.request('GET', '/v1/reports', { token: idToken });
    expect(read.body[0].charts[0].title).toBe('By admin');
  });

  it('gives a chart added without an id one of its own and keeps the ids of the others', async () => {
    const { idToken } = await t.login('quality');
    const before = await t.request('GET', '/v1/reports', { token: idToken });
    const existing = before.body[0].charts;
    const { id: _none, ...added } = chart({ title: 'Added without id' });
    const res = await t.request('PUT', `/v1/reports/${reportId}`, {
      token: idToken,
      body: { charts: [...existing, added] },
    });
    expect(res.status, res.text).toBe(200);
    const saved: { id: string; title: string }[] = res.body.charts;
    expect(saved.slice(0, -1).map((c) => c.id)).toEqual(existing.map((c: { id: string }) => c.id));
    const newId = saved.at(-1)?.id;
    expect(saved.at(-1)?.title).toBe('Added without id');
    expect(typeof newId === 'string' && newId.length > 0).toBe(true);
    expect(existing.map((c: { id: string }) => c.id)).not.toContain(newId);
    const read = await t.request('GET', '/v1/reports', { token: idToken });
    expect(read.body[0].charts.map((c: { id: string }) => c.id)).toEqual(saved.map((c) => c.id));

    // Two charts added at once get two different ids.
    const twice = await t.request('PUT', `/v1/reports/${reportId}`, {
      token: idToken,
      body: { charts: [...saved, added, added] },
    });
    expect(twice.status, twice.text).toBe(200);
    const ids = twice.body.charts.map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses user and investigator (403), an unknown report (404) and a bad chart (422)', async () => {
    for (const role of ['user', 'investigator'] as const) {
      const { idToken } = await t.login(role);
      const res = await t.request('PUT', `/v1/reports/${reportId}`, { token: idToken, body: { charts: [] } });
      expect(res.status).toBe(403);
    }
    const { idToken } = await t.login('quality');
    const before = await t.request('GET', '/v1/reports', { token: idToken });
    const unknown = await t.request('PUT', '/v1/reports/no-such-report', {
      token: idToken,
      body: { charts: [] },
    });
    expect(unknown.status).toBe(404);
    for (const bad of [
      chart({ groupBy: 'nope' }),
      chart({ chartType: 'radar' }),
      chart({ filter: [{ key: 'unknownColumn' }] }),
      { id: 'no-columns', title: 'No columns' },
    ]) {
      const res = await t.request('PUT', `/v1/reports/${reportId}`, {
        token: idToken,
        body: { charts: [bad] },
      });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    const duplicate = await t.request('PUT', `/v1/reports/${reportId}`, {
      token: idToken,
      body: { charts: [chart(), chart()] },
    });
    expect(duplicate.status).toBe(422);
    const read = await t.request('GET', '/v1/reports', { token: idToken });
    expect(read.body[0].charts).toEqual(before.body[0].charts);
  });
});
