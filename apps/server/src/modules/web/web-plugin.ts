import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from '../../http/error-handler';
import { hasOverlongApiSegment, pathParamTooLong } from '../../http/path-limits';
import type { App } from '../../http/types';

/** Serves the built web app when its folder exists; returns whether it does. */
export async function registerWebApp(app: App, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    // The web build writes .br and .gz next to each text file: send the smallest one the browser takes.
    preCompressed: true,
    cacheControl: false,
    // Only assets/ holds hashed names. Everything else (index.html, the service worker sw.js and its
    // workbox runtime, the web manifest) is revalidated on every load: caching those would pin a release.
    setHeaders(res, filePath) {
      const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** A deep link of the single-page app: a GET outside /v1 whose last segment is not a file name. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/v1' || pathname.startsWith('/v1/') || pathname === '/health') return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

export function createNotFoundHandler(spa: boolean) {
  return function notFound(request: FastifyRequest, reply: FastifyReply) {
    if (spa && isSpaRoute(request)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    if (hasOverlongApiSegment(request.url)) {
      const error = pathParamTooLong();
      return reply.status(error.statusCode).type('application/json').send(error.toBody());
    }
    return reply.status(404).type('application/json').send(notFoundBody());
  };
}
