import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../../http/types';
import { APP_VERSION } from '../../version';

/** Must be registered before the routes it documents. */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Quality Incidents API',
        description: 'Incident reporting and quality investigation. All routes but /health live under /v1.',
        version: APP_VERSION,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
}

/** The browsable docs page at /docs (after the routes, so it lists them all). */
export async function registerDocsPage(app: App): Promise<void> {
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
}
