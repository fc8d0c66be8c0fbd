import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/auth/logout`: ends the session on the server (204). */
export function logout(): Promise<void> {
  return apiRequest<void>('/v1/auth/logout', { method: 'POST' });
}
