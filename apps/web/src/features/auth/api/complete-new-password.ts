import type { TAuthTokens, TCompleteNewPasswordRequest } from '@qi/domain/auth';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/auth-storage';
import { useAsyncAction } from '../../../lib/use-async-action';

/** `POST /v1/auth/new-password`: completes the NEW_PASSWORD_REQUIRED challenge. */
export function completeNewPassword(body: TCompleteNewPasswordRequest): Promise<TAuthTokens> {
  return apiRequest<TAuthTokens>('/v1/auth/new-password', { method: 'POST', body, anonymous: true });
}

async function completeAndSignIn(body: TCompleteNewPasswordRequest): Promise<TAuthTokens> {
  const tokens = await completeNewPassword(body);
  saveSession(tokens);
  return tokens;
}

export function useCompleteNewPassword() {
  return useAsyncAction(completeAndSignIn);
}
