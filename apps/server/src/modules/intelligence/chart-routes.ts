import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { type TChartSeries, withParsedLimit, ZChartDefinitionBody, ZChartSeries } from './chart-schemas';
import { createSeriesCache } from './chart-series-cache';
import { chartSeriesAnswer } from './chart-series-service';

const tags = ['intelligence'];

/** docs/api.md "Intelligence": chart series. */
export function registerChartRoutes(app: App, ctx: AppContext): void {
  const cache = createSeriesCache<TChartSeries>(ctx.config.chartCacheMs, ctx.config.chartStaleMs);
  app.post(
    '/v1/charts/series',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: ZChartDefinitionBody, response: { 200: ZChartSeries } },
    },
    async (request) => {
      const chart = withParsedLimit(request.body);
      // The points depend on the definition alone (every incident but drafts and cancelled, for any caller);
      // of the chart types, a Pareto chart's and a Supplier performance chart's are computed differently.
      const key = JSON.stringify([
        chart.groupBy,
        chart.value1,
        chart.value2,
        chart.sortBy,
        chart.limit,
        chart.filter,
        chart.chartType === 'paretoChart' || chart.chartType === 'supplierPerformanceChart'
          ? chart.chartType
          : '',
      ]);
      return cache.points(key, () => chartSeriesAnswer(ctx.db, ctx.dbKind, chart));
    },
  );
}
