import type { TAuthTokens, TLoginRequest, TLoginResponse } from '@qi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/auth-storage';

export function isTokenAnswer(answer: TLoginResponse): answer is TAuthTokens {
  return 'idToken' in answer;
}

/** `POST /v1/auth/login`: tokens, or the NEW_PASSWORD_REQUIRED challenge. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest<TLoginResponse>('/v1/auth/login', { method: 'POST', body, anonymous: true });
}

/** Signs in (storing the session) or hands back the challenge for the new-password step. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (isTokenAnswer(answer)) saveSession(answer);
    },
  });
}
