import type { TCreateApiTokenRequest, TCreatedApiToken } from '@qi/domain/api-tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_TOKENS_KEY } from './get-api-tokens';

/** `POST /v1/api-tokens` (admin): the answer holds the secret, this once. */
export function createApiToken(body: TCreateApiTokenRequest): Promise<TCreatedApiToken> {
  return apiRequest<TCreatedApiToken>('/v1/api-tokens', { method: 'POST', body });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
