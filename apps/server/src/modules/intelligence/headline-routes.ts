import type { THeadline } from '@qi/domain/incident-measures';
import { ZHeadlines } from '@qi/domain/incident-measures';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { App } from '../../http/types';
import { createSeriesCache } from './chart-series-cache';
import { intelligenceHeadlines } from './headline-service';

/**
 * docs/api.md "Intelligence": the headline figures. Everyone who opens /intelligence asks for the same
 * figures: they are shared for as long as the chart series are (same cache settings).
 */
export function registerHeadlineRoutes(app: App, ctx: AppContext): void {
  const cache = createSeriesCache<THeadline[]>(ctx.config.chartCacheMs, ctx.config.chartStaleMs);
  app.get(
    '/v1/intelligence/headlines',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['intelligence'], response: { 200: ZHeadlines } },
    },
    async () => ({
      headlines: await cache.points('headlines', () =>
        intelligenceHeadlines(ctx.db, ctx.dbKind, nowIso(), ctx.today()),
      ),
    }),
  );
}
