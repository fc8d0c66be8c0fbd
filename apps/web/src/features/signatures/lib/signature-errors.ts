import { SIGNATURE_MSG, SIGNATURE_REJECTED_CODE } from '@qi/domain/signatures';
import { isApiError } from '../../../lib/api-error';

/**
 * The server's refusal of a signature (a wrong password, or too many attempts), to show in the sign dialog,
 * which stays open; null for any other failure, which the page reports as it always has.
 */
export function signatureRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if ((error.status === 403 && String(error.code) === SIGNATURE_REJECTED_CODE) || error.status === 429) {
    return error.message;
  }
  return null;
}

/** The server wants a password the page did not ask for (the setting was turned on since the page read it). */
export function passwordWanted(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && error.message === SIGNATURE_MSG.passwordRequired;
}

/** The server wants a fresh sign-in at the identity provider (this session was opened there, decision 053). */
export function providerWanted(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && error.message === SIGNATURE_MSG.providerRequired;
}

/** The server wants a reason for change the page did not ask for. */
export function reasonForChangeWanted(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    (error.message === SIGNATURE_MSG.reasonForChange ||
      error.issues.some((issue) => issue.message === SIGNATURE_MSG.reasonForChange))
  );
}
