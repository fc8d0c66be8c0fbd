import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { withParsedLimit, ZChartDefinitionBody, ZChartSeries } from './chart-schemas';
import { createSeriesCache } from './chart-series-cache';
import { chartSeries } from './chart-series-service';

const tags = ['intelligence'];

/** docs/api.md "Intelligence": chart series. */
export function registerChartRoutes(app: App, ctx: AppContext): void {
  const cache = createSeriesCache(ctx.config.chartCacheMs, ctx.config.chartStaleMs);
  app.post(
    '/v1/charts/series',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: ZChartDefinitionBody, response: { 200: ZChartSeries } },
    },
    async (request) => {
      const chart = withParsedLimit(request.body);
      // The points depend on the definition alone (every incident but drafts and cancelled, for any caller).
      const key = JSON.stringify([
        chart.groupBy,
        chart.value1,
        chart.value2,
        chart.sortBy,
        chart.limit,
        chart.filter,
      ]);
      return { points: await cache.points(key, () => chartSeries(ctx.db, ctx.dbKind, chart)) };
    },
  );
}
