import { AppError } from '@qi/domain/app-error';

/** Longest path parameter (an id) the API takes; the router refuses longer ones (docs/api.md: 400). */
export const MAX_PATH_PARAM_LENGTH = 100;

export const PATH_PARAM_TOO_LONG = `A path parameter (an id) must be at most ${MAX_PATH_PARAM_LENGTH} characters.`;
export const MALFORMED_URL = 'The URL holds a malformed %-escape.';

export function pathParamTooLong(): AppError {
  return new AppError('BAD_REQUEST', PATH_PARAM_TOO_LONG);
}

/**
 * Whether an API path holds a segment over the parameter limit. The router refuses such an id only when no
 * other route matches: with the web app served, its catch-all route took `GET /v1/incidents/<101 chars>`
 * and answered 404, so the not-found handler asks this too.
 */
export function hasOverlongApiSegment(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith('/v1/')) return false;
  return pathname.split('/').some((segment) => {
    if (segment.length <= MAX_PATH_PARAM_LENGTH) return false;
    try {
      return decodeURIComponent(segment).length > MAX_PATH_PARAM_LENGTH;
    } catch {
      return true;
    }
  });
}
