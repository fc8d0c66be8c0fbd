import type { TSignal } from '@qi/domain/signal-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SIGNALS_KEY } from './get-signals';

/** `GET /v1/signals/{id}` (quality team): a signal with its incidents and weekly counts. */
export function getSignal(id: string, signal?: AbortSignal): Promise<TSignal> {
  return apiRequest<TSignal>(`/v1/signals/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const signalKey = (id: string) => [...SIGNALS_KEY, 'detail', id] as const;

export const signalQueryOptions = (id: string) =>
  queryOptions({ queryKey: signalKey(id), queryFn: ({ signal }) => getSignal(id, signal) });

export function useSignal(id: string) {
  return useQuery(signalQueryOptions(id));
}
