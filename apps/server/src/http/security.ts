import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import type { App } from './types';

/** Origins the browser may fetch attachments from (S3 presigned URLs). */
function storageOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') return [];
  if (config.storage.endpoint) return [new URL(config.storage.endpoint).origin];
  return [
    `https://*.s3.${config.storage.region}.amazonaws.com`,
    `https://s3.${config.storage.region}.amazonaws.com`,
  ];
}

export const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Security headers. Scripts only from our origin (no 'unsafe-inline'); inline styles are allowed
 * because MUI/emotion inject them; no framing; no MIME sniffing; a strict referrer policy.
 */
function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const storage = storageOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storage],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  };
}

/**
 * The headers every answer carries, as a fixed list: answers written before routing (Fastify's
 * `frameworkErrors`, the raw-socket 431) run no hooks, so they set these themselves. Computed once by running
 * helmet with the same options against a recording response, so both paths cannot drift apart.
 */
export function fixedSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  type Middleware = ReturnType<typeof helmet>;
  // The plugin's options type comes from helmet's CommonJS declarations, this import from its ES module ones:
  // the same object, two declarations TypeScript holds apart.
  const middleware = helmet(helmetOptions(config) as unknown as HelmetOptions);
  middleware({} as Parameters<Middleware>[0], recorder as unknown as Parameters<Middleware>[1], () => {});
  if (config.publicUrl.startsWith('https://')) headers['Strict-Transport-Security'] = HSTS;
  // Refusals carry no records, but no proxy should keep them either.
  headers['Cache-Control'] = 'no-store';
  return headers;
}

/**
 * Registers the security headers for every routed answer.
 * HSTS when PUBLIC_URL is https, or when the request came over HTTPS: TLS ended at a proxy counts only
 * with TRUST_PROXY set (Fastify then reads X-Forwarded-Proto; without it that header is ignored, since
 * anyone can send it).
 * API answers are not stored by browsers or proxies (`Cache-Control: no-store`): they carry tokens and
 * records. A route that wants caching says so itself (the bulk load revalidates with its ETag, signed file
 * links may be kept for their hour).
 * Register before the access hook: a request it refuses (401/403) must carry the headers too.
 */
export async function registerSecurityHeaders(app: App, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, helmetOptions(config));
  app.addHook('onRequest', async (request, reply) => {
    if (https || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/v1/')) reply.header('Cache-Control', 'no-store');
  });
}
