import { AppError, type AppErrorIssue, isAppError } from '@qi/domain/app-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MALFORMED_URL, pathParamTooLong } from './path-limits';
import { logRefusal } from './refusal-log';

export const INTERNAL_MESSAGE = 'Something went wrong.';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
}

function issuePath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** Turns schema validation failures into 422 with the domain's exact messages (or 400 for a non-object body). */
function fromValidation(error: FastifyError & { validation: ValidationIssue[] }): AppError {
  const context = (error as { validationContext?: string }).validationContext;
  const rootTypeError = error.validation.some((v) => v.instancePath === '/' && v.keyword === 'invalid_type');
  if (context === 'body' && rootTypeError) {
    return new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
  }
  const issues: AppErrorIssue[] = error.validation.map((v) => ({
    path: issuePath(v.instancePath),
    message: v.message ?? 'Invalid value.',
  }));
  return new AppError('VALIDATION', issues[0]?.message ?? 'The request is not valid.', issues);
}

const FASTIFY_CLIENT_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('BAD_REQUEST', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('BAD_REQUEST', 'The request body is empty.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported content type: send JSON with Content-Type: application/json.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_BAD_URL: new AppError('BAD_REQUEST', MALFORMED_URL),
  // Fastify's own status is 414; docs/api.md promises 400 for an id over the limit.
  FST_ERR_MAX_PARAM_LENGTH: pathParamTooLong(),
};

export function toAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError?.validation) && fastifyError.validation.length > 0) {
    return fromValidation(fastifyError as FastifyError & { validation: ValidationIssue[] });
  }
  const known = fastifyError?.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return new AppError('NOT_FOUND', 'Not found.');
    if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (status === 415) return FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE;
    return new AppError('BAD_REQUEST', 'The request is not valid.');
  }
  return undefined;
}

/** The one error handler: known errors answer with their body; anything else is logged and hidden. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError && appError.code !== 'INTERNAL') {
    logRefusal(request, appError);
    return reply.status(appError.statusCode).type('application/json').send(appError.toBody());
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply
    .status(500)
    .type('application/json')
    .send({ statusCode: 500, code: 'INTERNAL', message: INTERNAL_MESSAGE });
}

export function notFoundBody() {
  return new AppError('NOT_FOUND', 'Not found.').toBody();
}
