import type { TForgotPasswordRequest, TForgotPasswordResponse } from '@qi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/auth/forgot-password`: sends a reset code; answers where it went (masked). */
export function forgotPassword(body: TForgotPasswordRequest): Promise<TForgotPasswordResponse> {
  return apiRequest<TForgotPasswordResponse>('/v1/auth/forgot-password', {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
