import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from './error-handler';

/**
 * Fastify's `frameworkErrors`: a request refused before routing (a malformed %-escape, an over-long path
 * parameter) runs no hooks, so the security headers that the `onRequest` hooks add to every other answer are
 * set here, then the one error handler writes the API's error body.
 */
export function createPreRoutingErrorHandler(headers: Record<string, string>) {
  return function preRoutingError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    reply.headers(headers);
    return errorHandler(error, request, reply);
  };
}
