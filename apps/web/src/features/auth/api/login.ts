import type { TAuthTokens, TLoginRequest, TLoginResponse } from '@qi/domain/auth';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/auth-storage';
import { useAsyncAction } from '../../../lib/use-async-action';

export function isTokenAnswer(answer: TLoginResponse): answer is TAuthTokens {
  return 'idToken' in answer;
}

/** `POST /v1/auth/login`: tokens, or the NEW_PASSWORD_REQUIRED challenge. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest<TLoginResponse>('/v1/auth/login', { method: 'POST', body, anonymous: true });
}

async function signIn(body: TLoginRequest): Promise<TLoginResponse> {
  const answer = await login(body);
  if (isTokenAnswer(answer)) saveSession(answer);
  return answer;
}

/** Signs in (storing the session) or hands back the challenge for the new-password step. */
export function useLogin() {
  return useAsyncAction(signIn);
}
