import { canEditCharts } from '@qi/domain/access';
import { ZReports } from '@qi/domain/api-answers';
import { ZReport } from '@qi/domain/report';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { registerChartRoutes } from './chart-routes';
import { ZUpdateReportBody } from './chart-schemas';
import { registerHeadlineRoutes } from './headline-routes';
import { getReports, saveReportCharts } from './report-service';

const tags = ['intelligence'];
const ZReportParams = z.object({ id: z.string().min(1).max(100) });

/** docs/api.md "Intelligence": the reports and the chart series. */
export function registerIntelligenceRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/reports',
    {
      config: { access: 'signed-in', contract: { answer: { name: 'Reports', schema: ZReports } } },
      schema: { tags },
    },
    () => getReports(ctx),
  );

  app.put(
    '/v1/reports/:id',
    {
      config: { access: canEditCharts, contract: { answer: { name: 'Report', schema: ZReport } } },
      schema: { tags, params: ZReportParams, body: ZUpdateReportBody },
    },
    (request) => saveReportCharts(ctx, requireAuth(request).user.user_id, request.params.id, request.body),
  );

  registerChartRoutes(app, ctx);
  registerHeadlineRoutes(app, ctx);
}
