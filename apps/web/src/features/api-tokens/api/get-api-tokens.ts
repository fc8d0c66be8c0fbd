import type { TApiToken, TApiTokenList } from '@qi/domain/api-tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/api-tokens` (admin): every token, newest first, never its secret. */
export async function getApiTokens(signal?: AbortSignal): Promise<TApiToken[]> {
  const list = await apiRequest<TApiTokenList>('/v1/api-tokens', signal ? { signal } : {});
  return list.items;
}

export const API_TOKENS_KEY = ['api-tokens'] as const;

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: API_TOKENS_KEY, queryFn: ({ signal }) => getApiTokens(signal) });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
