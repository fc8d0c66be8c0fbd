import type { TSignalList, TSignalListQuery } from '@qi/domain/signal-rules';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '../../../lib/api-client';

export type SignalsQuery = TSignalListQuery;

export const SIGNALS_KEY = ['signals'] as const;

/** `GET /v1/signals` (quality team): one page of the inbox, filtered by status on the server. */
export function getSignals(query: SignalsQuery, signal?: AbortSignal): Promise<TSignalList> {
  return apiRequest<TSignalList>(withQuery('/v1/signals', { ...query }), signal ? { signal } : {});
}

export const signalsQueryOptions = (query: SignalsQuery) =>
  queryOptions({
    queryKey: [...SIGNALS_KEY, 'list', query],
    queryFn: ({ signal }) => getSignals(query, signal),
    placeholderData: keepPreviousData,
    // Signals are raised by others' submissions at any time: the inbox asks again whenever it is opened.
    staleTime: 0,
  });

export function useSignals(query: SignalsQuery) {
  return useQuery(signalsQueryOptions(query));
}

/**
 * After a signal is acted on: it leaves the open list, and its incidents (and an investigation) changed. The
 * incident queries are other features' caches, refreshed by their key's first part.
 */
export function refreshAfterSignalAction(queryClient: QueryClient): void {
  for (const key of [SIGNALS_KEY, ['incidents'], ['investigations'], ['investigation'], ['my-tasks']])
    void queryClient.invalidateQueries({ queryKey: key });
}
