import { isApiError } from './api-error';

/** Said at once when a call fails while the browser knows it is offline. */
export const OFFLINE_REASON = 'You are offline: check the connection and try again.';
/** A server fault whose answer carried no message of ours (a proxy's bare "Internal Server Error"). */
export const SERVER_FAULT_REASON = 'The server could not complete the request. Please try again.';

/** The message a 5xx answer gets when its body is not the API's error shape. */
const BARE_SERVER_TEXTS = new Set([
  '',
  'Internal Server Error',
  'Bad Gateway',
  'Service Unavailable',
  'Gateway Timeout',
]);

/** What went wrong, as the server (or the connection) said it, ending with a full stop; null when unknown. */
export function failureReason(error: unknown): string | null {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE_REASON;
  if (!isApiError(error)) return null;
  const said = error.message.trim();
  if (error.status >= 500 && BARE_SERVER_TEXTS.has(said)) return SERVER_FAULT_REASON;
  if (!said) return null;
  return /[.!?]$/.test(said) ? said : `${said}.`;
}

/**
 * A failure toast: the specification's text, then the reason the server gave
 * ('Failed to add product. A product with this name already exists.').
 */
export function failureMessage(text: string, error: unknown): string {
  const reason = failureReason(error);
  return reason && reason !== text ? `${text} ${reason}` : text;
}
