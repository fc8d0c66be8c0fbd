import { TOAST } from '@qi/domain/toast-messages';
import { failureMessage } from '../../../lib/failure-message';

/** docs/product.md §8: the toast after saving the incident form with each action. */
export const SAVE_TOAST: Record<string, string> = {
  'save-draft': TOAST.draftSaved,
  submit: TOAST.submitted,
  update: TOAST.updated,
};

/** The generic failure, then the reason the server (or the connection) gave, e.g. a 409's or a 422's. */
export function saveFailureMessage(error: unknown): string {
  return failureMessage(TOAST.statusChangeFailed, error);
}
