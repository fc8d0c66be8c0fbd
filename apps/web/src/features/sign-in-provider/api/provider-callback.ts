import type { TOidcCallbackAnswer } from '@qi/domain/oidc';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /v1/auth/oidc/callback`: the provider's answer as this page got it (its query string). Sent without
 * the session: the flow cookie, not a bearer token, says whose answer it is, and a 401 here must not end the
 * session of a signing popup.
 */
export function completeProviderCallback(parameters: string): Promise<TOidcCallbackAnswer> {
  return apiRequest<TOidcCallbackAnswer>('/v1/auth/oidc/callback', {
    method: 'POST',
    body: { parameters },
    anonymous: true,
  });
}

/** `POST /v1/auth/oidc/signing/start`: sign in again at the provider, now, to sign. */
export function startProviderSigning(): Promise<{ authorizationUrl: string }> {
  return apiRequest('/v1/auth/oidc/signing/start', { method: 'POST' });
}
