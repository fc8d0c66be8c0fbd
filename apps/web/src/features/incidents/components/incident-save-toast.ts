import { TOAST } from '@qi/domain/toast-messages';
import { isApiError } from '../../../lib/api-error';

/** docs/product.md §8: the toast after saving the incident form with each action. */
export const SAVE_TOAST: Record<string, string> = {
  'save-draft': TOAST.draftSaved,
  submit: TOAST.submitted,
  update: TOAST.updated,
};

/** The server's message when it gave one (e.g. a 409 or 422), else the generic failure. */
export function saveFailureMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500
    ? error.message
    : TOAST.statusChangeFailed;
}
