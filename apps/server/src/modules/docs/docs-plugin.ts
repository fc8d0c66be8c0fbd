import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../../http/types';
import { APP_VERSION } from '../../version';
import { contractCollector } from './openapi-contract';

/** Must be registered before the routes it documents. */
export async function registerOpenApi(app: App): Promise<void> {
  const contract = contractCollector();
  await app.register(swagger, {
    // Fastify answers HEAD for every GET: a validating proxy must find those operations too.
    exposeHeadRoutes: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quality Incidents API',
        description: 'Incident reporting and quality investigation. All routes but /health live under /v1.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A supplier answering a request through its link (decision 051): valid on /v1/supplier/scar only.
          supplierSession: { type: 'http', scheme: 'bearer', bearerFormat: 'qis_…' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      contract.remember(input.route, input.schema as Record<string, unknown> | undefined);
      return jsonSchemaTransform(input);
    },
    // An OpenAPI 3 document (never Swagger 2): `openapi` is set above.
    transformObject: (document) => contract.apply('openapiObject' in document ? document.openapiObject : {}),
  });
  app.get('/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
}

/** The browsable docs page at /docs (after the routes, so it lists them all). */
export async function registerDocsPage(app: App): Promise<void> {
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
}
