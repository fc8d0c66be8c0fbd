import { isApiError } from '../../../lib/api-error';

/**
 * The toast text for a failed sign-in: the server's own words when it refuses for a reason the user can
 * act on (deactivated account 403, too many attempts 429), otherwise the fallback text.
 */
export function authFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 403 || error.status === 429) && error.message)
    return error.message;
  return fallback;
}
