import type { TConfirmForgotPasswordRequest } from '@qi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/auth/forgot-password/confirm`: sets the new password with the emailed code. */
export function confirmForgotPassword(body: TConfirmForgotPasswordRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/v1/auth/forgot-password/confirm', {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useConfirmForgotPassword() {
  return useMutation({ mutationFn: confirmForgotPassword });
}
