import type { TOidcPublicInfo } from '@qi/domain/oidc-messages';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/auth/oidc` (public): whether /login offers "Sign in with <provider>". */
export function getProviderInfo(): Promise<TOidcPublicInfo> {
  return apiRequest<TOidcPublicInfo>('/v1/auth/oidc', { anonymous: true });
}

/** `POST /v1/auth/oidc/start` (public): where to send the browser; the server keeps the flow in a cookie. */
export function startProviderSignIn(returnTo: string | null): Promise<{ authorizationUrl: string }> {
  return apiRequest('/v1/auth/oidc/start', {
    method: 'POST',
    body: returnTo ? { returnTo } : {},
    anonymous: true,
  });
}
