/**
 * The one error type the server throws on purpose. Its code decides the HTTP status;
 * its message is safe to show to the user.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A signing password that was not right (403, not 401: the session itself is fine). */
  SIGNATURE_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A supplier link (or its request) that has expired or was withdrawn: it will not work again. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The server is too busy for this request now (with Retry-After); nothing was changed. */
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface AppErrorIssue {
  path: string;
  message: string;
}

/** The JSON body of every error answer of the API. */
export interface ErrorBody {
  statusCode: number;
  code: AppErrorCode;
  message: string;
  issues?: AppErrorIssue[];
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues: AppErrorIssue[] | undefined;

  constructor(code: AppErrorCode, message: string, issues?: AppErrorIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
