import { getAppQueryClient } from '../../../lib/query-client';
import { chartSeriesQueryOptions } from './get-chart-series';
import { headlinesQueryOptions } from './get-headlines';
import { reportsQueryOptions, shownCharts, usedReport } from './get-reports';

/**
 * Asks for what /intelligence shows (the headline figures, and the reports, then the series of the first report's visible charts, all
 * at once) before the page renders. Opened by address, the route starts this beside the page's chunk
 * (lazyPage's `prefetch`), so the answers are in the cache by the time the layout and the page have rendered,
 * instead of being asked for then, one step after the other. This module imports little, so that it starts
 * before the page's code is in. Errors are left to the page, which asks again and shows them.
 */
export async function prefetchDashboard(client = getAppQueryClient()): Promise<void> {
  const charts = async () => {
    await client.prefetchQuery(reportsQueryOptions());
    const shown = shownCharts(usedReport(client.getQueryData(reportsQueryOptions().queryKey)));
    await Promise.all(shown.map((chart) => client.prefetchQuery(chartSeriesQueryOptions(chart))));
  };
  // The headline figures do not wait for the reports.
  await Promise.all([client.prefetchQuery(headlinesQueryOptions()), charts()]);
}
