import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { CHARTS, HEADLINES } from '../../../test/intelligence-setup';
import { chartSeriesQueryOptions } from './get-chart-series';
import { headlinesQueryOptions } from './get-headlines';
import { reportsQueryOptions } from './get-reports';
import { prefetchDashboard } from './prefetch-dashboard';

const POINTS = { points: [{ group: '01-2026', value1: 3, value2: null }] };

describe('prefetchDashboard', () => {
  it("puts the reports and every visible chart's series in the cache, the series asked for together", async () => {
    signInAs('quality');
    let pending = 0;
    let mostAtOnce = 0;
    const { requests } = mockFetch({
      'GET /v1/intelligence/headlines': () => json({ headlines: HEADLINES }),
      'GET /v1/reports': () => json([{ id: 'r-1', charts: CHARTS }]),
      'POST /v1/charts/series': async () => {
        mostAtOnce = Math.max(mostAtOnce, ++pending);
        await new Promise((resolve) => setTimeout(resolve, 20));
        pending--;
        return json(POINTS);
      },
    });
    const client = createQueryClient();
    await prefetchDashboard(client);

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/intelligence/headlines',
      'GET /v1/reports',
      'POST /v1/charts/series',
      'POST /v1/charts/series',
    ]);
    expect(client.getQueryData(headlinesQueryOptions().queryKey)).toEqual({ headlines: HEADLINES });
    expect(mostAtOnce).toBe(2);
    expect(client.getQueryData(reportsQueryOptions().queryKey)?.[0]?.id).toBe('r-1');
    const [shown1, shown2, hidden] = CHARTS;
    expect(client.getQueryData(chartSeriesQueryOptions(shown1!).queryKey)).toEqual(POINTS);
    expect(client.getQueryData(chartSeriesQueryOptions(shown2!).queryKey)).toEqual(POINTS);
    expect(client.getQueryData(chartSeriesQueryOptions(hidden!).queryKey)).toBeUndefined();
  });

  it('asks for no series when the reports cannot be read, and does not throw', async () => {
    signInAs('quality');
    const { requests } = mockFetch({
      'GET /v1/reports': () => json({ statusCode: 403, code: 'FORBIDDEN', message: 'No' }, 403),
    });
    await expect(prefetchDashboard(createQueryClient())).resolves.toBeUndefined();
    expect(requests.map((r) => r.path)).toEqual(['/v1/intelligence/headlines', '/v1/reports']);
  });
});
