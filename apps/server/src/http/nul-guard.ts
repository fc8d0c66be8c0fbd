import { AppError } from '@qi/domain/app-error';
import type { FastifyRequest } from 'fastify';

export const NUL_NOT_ALLOWED = 'Text must not contain the NUL character (\\u0000).';

/** The first string (value or key) holding U+0000, walking without recursion (bodies may nest deeply). */
function holdsNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * preValidation hook: refuses a NUL character anywhere in the path parameters, query or JSON body (400).
 * PostgreSQL cannot store or even compare text holding U+0000 ("invalid byte sequence for encoding UTF8"),
 * so such a value reached the database as a 500; no field of the API has a use for it, on either database.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
    throw new AppError('BAD_REQUEST', NUL_NOT_ALLOWED);
  }
}
