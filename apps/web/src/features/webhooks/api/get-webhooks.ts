import type { TWebhook } from '@qi/domain/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/webhooks` (admin): every endpoint, never its secret. */
export function getWebhooks(signal?: AbortSignal): Promise<TWebhook[]> {
  return apiRequest<TWebhook[]>('/v1/webhooks', signal ? { signal } : {});
}

export const WEBHOOKS_KEY = ['webhooks'] as const;

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: WEBHOOKS_KEY, queryFn: ({ signal }) => getWebhooks(signal) });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
