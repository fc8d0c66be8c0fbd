import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { withParsedLimit, ZChartDefinitionBody, ZChartSeries } from './chart-schemas';
import { chartSeries } from './chart-series-service';

const tags = ['intelligence'];

/** docs/api.md "Intelligence": chart series. */
export function registerChartRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/charts/series',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: ZChartDefinitionBody, response: { 200: ZChartSeries } },
    },
    async (request) => ({ points: await chartSeries(ctx.readDb, ctx.dbKind, withParsedLimit(request.body)) }),
  );
}
