import type { AppErrorCode, AppErrorIssue, ErrorBody } from '@qi/domain/app-error';

/** A failed API call, built from the server's error body `{ statusCode, code, message, issues? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode | 'NETWORK';
  readonly issues: AppErrorIssue[];

  constructor(status: number, code: AppErrorCode | 'NETWORK', message: string, issues: AppErrorIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

const FALLBACK_CODE: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
};

/** Reads an error answer; a body that is not the agreed shape still gives a usable error. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (isErrorBody(body)) {
    return new ApiError(
      response.status,
      body.code,
      body.message,
      Array.isArray(body.issues) ? body.issues : [],
    );
  }
  const code = FALLBACK_CODE[response.status] ?? 'INTERNAL';
  return new ApiError(response.status, code, response.statusText || 'The request failed.');
}
