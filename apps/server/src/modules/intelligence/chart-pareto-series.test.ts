import { PARETO_MESSAGES } from '@qi/domain/pareto';
import { newChart } from '@qi/domain/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { incident, investigation, loadChartFixture } from './chart-fixture';

/** Pareto charts (domain pareto.ts) through POST /v1/charts/series and PUT /v1/reports/{id}. */
describe('POST /v1/charts/series of a Pareto chart', () => {
  let t: TestApp;
  let token: string;

  const WRONG_SETTING = { id: 'wrongSetting', title: '2.2 Wrong Setting' } as const;
  const PROCESS_ERROR = { id: 'processError', title: '2.1 Process Error' } as const;
  const PLANT_A = { id: 'Plant_A', title: 'Plant A' };
  const PLANT_B = { id: 'Plant_B', title: 'Plant B' };

  beforeAll(async () => {
    t = await startTestApp();
    const user = await t.login('user');
    const investigator = await t.login('investigator');
    token = user.idToken;
    const inv = (id: string, fields: Parameters<typeof investigation>[2]) =>
      investigation(id, investigator.user.user_id, fields);
    const investigations = [
      inv('p-inv-1', {
        rootCauseCategory: WRONG_SETTING,
        costOfLabour: 60,
        costOfMaterial: null,
        costAdjustment: null,
      }),
      inv('p-inv-2', {
        rootCauseCategory: WRONG_SETTING,
        costOfLabour: 10,
        costOfMaterial: 10,
        costAdjustment: null,
      }),
      inv('p-inv-3', {
        rootCauseCategory: PROCESS_ERROR,
        costOfLabour: 20,
        costOfMaterial: null,
        costAdjustment: null,
      }),
      // A credit: a cost adjustment below zero makes the part's total negative.
      inv('p-inv-4', {
        rootCauseCategory: null,
        costOfLabour: null,
        costOfMaterial: null,
        costAdjustment: -15,
      }),
    ];
    const reporter = user.user.user_id;
    const incidents = [
      incident(reporter, 1, 'submitted', {
        partNumber: 'PN-1',
        incidentLocation: PLANT_A,
        investigationId: 'p-inv-1',
      }),
      incident(reporter, 2, 'submitted', {
        partNumber: 'PN-1',
        incidentLocation: PLANT_A,
        investigationId: 'p-inv-2',
      }),
      incident(reporter, 3, 'submitted', {
        partNumber: 'PN-2',
        incidentLocation: PLANT_B,
        investigationId: 'p-inv-3',
      }),
      incident(reporter, 4, 'submitted', {
        partNumber: 'PN-3',
        incidentLocation: PLANT_A,
        investigationId: 'p-inv-4',
      }),
      incident(reporter, 5, 'submitted', { partNumber: 'PN-10', incidentLocation: PLANT_B }),
      incident(reporter, 6, 'submitted', { partNumber: 'PN-2', incidentLocation: PLANT_A }),
      // Never in a chart.
      incident(reporter, null, 'draft', { partNumber: 'PN-9' }),
    ];
    await loadChartFixture(t.db, { incidents, investigations });
  });
  afterAll(() => t.close());

  async function pareto(chart: Record<string, unknown>) {
    const res = await t.request('POST', '/v1/charts/series', {
      token,
      body: { ...newChart(), chartType: 'paretoChart', ...chart },
    });
    expect(res.status, res.text).toBe(200);
    return res.body as {
      points: { group: string; value1: number; cumulativePercent: number }[];
      pareto: { total: number; groups: number };
    };
  }
  const rows = (body: Awaited<ReturnType<typeof pareto>>) =>
    body.points.map((p) => [p.group, p.value1, p.cumulativePercent]);

  it('ranks the count of incidents per part number with the cumulative percentage; ties by part number', async () => {
    const body = await pareto({ groupBy: 'partNumber', value1: 'incidentNumber', sortBy: 'groupBy' });
    expect(rows(body)).toEqual([
      ['PN-1', 2, 33.33],
      ['PN-2', 2, 66.67],
      ['PN-3', 1, 83.33],
      ['PN-10', 1, 100],
    ]);
    expect(body.pareto).toEqual({ total: 6, groups: 4 });
  });

  it('keeps the first N groups with their share of the total of every group', async () => {
    const body = await pareto({ groupBy: 'incidentLocation', value1: 'incidentNumber', limit: 1 });
    expect(rows(body)).toEqual([['Plant A', 4, 66.67]]);
    expect(body.pareto).toEqual({ total: 6, groups: 2 });
    // The limit as typed text, as every chart takes it.
    expect(rows(await pareto({ groupBy: 'incidentLocation', value1: 'incidentNumber', limit: '1' }))).toEqual(
      [['Plant A', 4, 66.67]],
    );
  });

  it('ranks costs in pounds; a negative total ranks last and adds nothing to the share', async () => {
    const byPart = await pareto({ groupBy: 'partNumber', value1: 'costTotal' });
    expect(rows(byPart)).toEqual([
      ['PN-1', 80, 80],
      ['PN-2', 20, 100],
      ['PN-10', 0, 100],
      ['PN-3', -15, 100],
    ]);
    expect(byPart.pareto).toEqual({ total: 100, groups: 4 });
    const byCause = await pareto({ groupBy: 'rootCauseCategory', value1: 'costOfLabour' });
    expect(rows(byCause)).toEqual([
      ['2.2 Wrong Setting', 70, 77.78],
      ['2.1 Process Error', 20, 100],
    ]);
  });

  it('answers other chart types as before, without cumulative percentages', async () => {
    const res = await t.request('POST', '/v1/charts/series', {
      token,
      body: {
        ...newChart(),
        chartType: 'barChart',
        groupBy: 'partNumber',
        value1: 'incidentNumber',
        limit: 1,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ points: [{ group: 'PN-1', value1: 2, value2: 2 }] });
  });

  it('refuses a group that is not a category and an averaged value with 422', async () => {
    const refused = async (chart: Record<string, unknown>) => {
      const res = await t.request('POST', '/v1/charts/series', {
        token,
        body: { ...newChart(), chartType: 'paretoChart', ...chart },
      });
      expect(res.status, res.text).toBe(422);
      expect(res.body.code).toBe('VALIDATION');
      return res.body;
    };
    expect(await refused({ groupBy: 'incidentDate', value1: 'incidentNumber' })).toMatchObject({
      message: PARETO_MESSAGES.groupBy,
    });
    expect(await refused({ groupBy: 'partNumber', value1: 'daysOpen' })).toMatchObject({
      message: PARETO_MESSAGES.value1,
    });
  });

  it('refuses to save a Pareto chart on a date with 422 naming the field', async () => {
    const quality = await t.login('quality');
    const reports = await t.request('GET', '/v1/reports', { token: quality.idToken });
    const reportId = reports.body[0].id as string;
    const chart = { ...newChart(), chartType: 'paretoChart', groupBy: 'incidentDate', value1: 'costTotal' };
    const res = await t.request('PUT', `/v1/reports/${reportId}`, {
      token: quality.idToken,
      body: { charts: [chart] },
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: PARETO_MESSAGES.groupBy });
    const saved = await t.request('PUT', `/v1/reports/${reportId}`, {
      token: quality.idToken,
      body: { charts: [{ ...chart, groupBy: 'supplier' }] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.charts[0]).toMatchObject({ chartType: 'paretoChart', groupBy: 'supplier' });
  });
});
