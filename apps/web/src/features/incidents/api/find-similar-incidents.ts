import type { TSimilarIncidents, TSimilarIncidentsRequest } from '@qi/domain/similar-incidents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/incidents/similar`: earlier incidents that look like the draft's problem (a read; never cached long). */
export function findSimilarIncidents(
  draft: TSimilarIncidentsRequest,
  signal?: AbortSignal,
): Promise<TSimilarIncidents> {
  return apiRequest<TSimilarIncidents>('/v1/incidents/similar', { method: 'POST', body: draft, signal });
}

export const similarIncidentsQueryOptions = (draft: TSimilarIncidentsRequest) =>
  queryOptions({
    queryKey: ['incidents', 'similar', draft],
    // TanStack Query aborts the signal when the key changes (the person typed on) and nobody reads the old one.
    queryFn: ({ signal }) => findSimilarIncidents(draft, signal),
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The similar incidents of a (debounced) draft; `enabled` false while there is nothing worth looking for. */
export function useSimilarIncidents(draft: TSimilarIncidentsRequest, enabled: boolean) {
  return useQuery({ ...similarIncidentsQueryOptions(draft), enabled });
}
