import type { TAuthTokens, TChangePasswordRequest } from '@qi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/auth-storage';

/** `POST /v1/auth/change-password`: answers new tokens for this session (others end). */
export function changePassword(body: TChangePasswordRequest): Promise<TAuthTokens> {
  return apiRequest<TAuthTokens>('/v1/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (tokens) => saveSession(tokens) });
}
