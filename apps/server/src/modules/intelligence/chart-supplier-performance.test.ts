import { emptyColumnFilter } from '@qi/domain/column-filter';
import type { TScar } from '@qi/domain/scar-views';
import { SUPPLIER_PERFORMANCE_MESSAGES } from '@qi/domain/supplier-performance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type ScarKit, type ScarSetup, scarKit } from '../scar/scar-test-kit';

const DAY_MS = 86_400_000;

describe('POST /v1/charts/series: Supplier performance', () => {
  let t: TestApp;
  let s: ScarKit;
  let busy: ScarSetup;
  let quiet: ScarSetup;

  /**
   * Supplier "busy": two requests. The first has D3 submitted on time and D4 late (its due date moved into the
   * past), is closed 10 days after it was raised, and is followed by one incident of the same part; the second
   * stays open. Supplier "quiet": one request, nothing answered.
   */
  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
    const { quality, user } = s.k.callers;
    busy = await s.supplierWithIncidents(1);
    const first = await s.raise(busy);
    const session = await s.signIn(busy.contactEmail);
    expect((await s.submit(session, 'd3')).status).toBe(200);
    await t.db
      .updateTable('scars')
      .set({ root_cause_due: '2020-01-01' })
      .where('id', '=', first.id)
      .execute();
    expect((await s.submit(session, 'd4')).status).toBe(200);

    const second = await s.k.create(user, 'submit', { supplierId: busy.supplierId });
    await s.raise({ ...busy, incidentIds: [second.id] });

    const current = (await t.request('GET', `/v1/scars/${first.id}`, { token: quality.token })).body as TScar;
    const closed = await t.request('POST', `/v1/scars/${first.id}/close`, {
      token: quality.token,
      body: { reason: 'Actions verified', version: current.version },
    });
    expect(closed.status, closed.text).toBe(200);
    const row = await t.db
      .selectFrom('scars')
      .select('closed_at')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const closedAt = new Date(row.closed_at as string | Date).getTime();
    const raisedAt = new Date(closedAt - 10 * DAY_MS).toISOString();
    await t.db.updateTable('scars').set({ created_at: raisedAt }).where('id', '=', first.id).execute();
    await s.k.create(user, 'submit', { supplierId: busy.supplierId });
    // A draft of the same part is no incident yet: not a repeat.
    await s.k.create(user, 'save-draft', { supplierId: busy.supplierId });

    quiet = await s.supplierWithIncidents(1);
    await s.raise(quiet);
  });
  afterAll(() => t.close());

  const chart = (fields: Record<string, unknown> = {}) => ({
    chartType: 'supplierPerformanceChart',
    groupBy: 'supplier',
    value1: 'incidentNumber',
    value2: 'incidentNumber',
    sortBy: 'groupBy',
    limit: '',
    filter: [],
    ...fields,
  });
  const series = (fields: Record<string, unknown> = {}) =>
    t.request('POST', '/v1/charts/series', { token: s.k.callers.user.token, body: chart(fields) });

  it('gives each supplier its requests, on-time answers, days to close and repeat incidents', async () => {
    const res = await series();
    expect(res.status, res.text).toBe(200);
    expect(res.body.supplierPerformance).toEqual([
      {
        supplier: busy.supplierName,
        requests: 2,
        onTimePercent: 50,
        meanDaysToClose: 10,
        repeatIncidents: 1,
      },
      {
        supplier: quiet.supplierName,
        requests: 1,
        onTimePercent: null,
        meanDaysToClose: null,
        repeatIncidents: 0,
      },
    ]);
    expect(res.body.points).toEqual([
      { group: busy.supplierName, value1: 2, value2: 1 },
      { group: quiet.supplierName, value1: 1, value2: 0 },
    ]);
  });

  it('keeps the suppliers with the most requests up to the limit', async () => {
    const res = await series({ limit: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.supplierPerformance.map((r: { supplier: string }) => r.supplier)).toEqual([
      busy.supplierName,
    ]);
  });

  it('counts the requests raised in the months of its Incident Date filter', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const filter = (from: string, to: string) => [{ ...emptyColumnFilter('incidentDate', 'date'), from, to }];
    const now = await series({ filter: filter(month, month) });
    expect(now.status, now.text).toBe(200);
    // The first request was raised 10 days before it was closed: this month or the one before.
    expect(now.body.supplierPerformance[0].requests).toBeGreaterThanOrEqual(1);
    const past = await series({ filter: filter('2001-01', '2001-12') });
    expect(past.status, past.text).toBe(200);
    expect(past.body.supplierPerformance).toEqual([]);
    const bad = await series({ filter: filter('January', '') });
    expect(bad.status).toBe(422);
  });

  it('refuses any other filter with a clear message', async () => {
    const res = await series({ filter: [emptyColumnFilter('product')] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SUPPLIER_PERFORMANCE_MESSAGES.filter);
  });
});
