import { createHash } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';

/** The request header that makes a POST safe to retry (docs/api.md "Idempotency keys"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const INVALID_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be 1 to 200 characters: letters, digits, "_", "-", ":" or ".".';
export const IDEMPOTENCY_KEY_REUSED = 'This idempotency key was already used for a different request.';
export const IDEMPOTENCY_KEY_IN_PROGRESS = 'A request with this idempotency key is still being processed.';

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;

/**
 * The request's idempotency key, or null when it sends none. 400 for a key out of the allowed form (a header
 * sent twice arrives joined with ", " and is refused too: which one counts would be a guess).
 */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError('BAD_REQUEST', INVALID_IDEMPOTENCY_KEY, [
      { path: IDEMPOTENCY_KEY_HEADER, message: INVALID_IDEMPOTENCY_KEY },
    ]);
  }
  return value;
}

/** JSON with the keys of every object sorted, so that the same request hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of a request as the route understood it (its parsed body, or an upload's name, type and bytes). */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}
