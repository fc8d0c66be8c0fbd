import { z } from 'zod';
import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { APP_VERSION } from '../../version';
import { pingDatabase } from './health-repository';

const ZHealth = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
});

export function registerHealthRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
    async (request, reply) => {
      try {
        await pingDatabase(ctx.db);
        return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        return reply.status(503).send({ status: 'error', database: 'error', version: APP_VERSION });
      }
    },
  );
}
