import type { TAuthTokens, TCompleteNewPasswordRequest } from '@qi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/auth-storage';

/** `POST /v1/auth/new-password`: completes the NEW_PASSWORD_REQUIRED challenge. */
export function completeNewPassword(body: TCompleteNewPasswordRequest): Promise<TAuthTokens> {
  return apiRequest<TAuthTokens>('/v1/auth/new-password', { method: 'POST', body, anonymous: true });
}

export function useCompleteNewPassword() {
  return useMutation({ mutationFn: completeNewPassword, onSuccess: (tokens) => saveSession(tokens) });
}
