import type { TApiToken } from '@qi/domain/api-tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_TOKENS_KEY } from './get-api-tokens';

/** `POST /v1/api-tokens/{id}/revoke` (admin): refused at once from then on. */
export function revokeApiToken(id: string): Promise<TApiToken> {
  return apiRequest<TApiToken>(`/v1/api-tokens/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
