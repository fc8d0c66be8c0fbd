import type { THeadlines } from '@qi/domain/incident-measures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/intelligence/headlines`: the headline figures of /intelligence, in the order they are shown. */
export const headlinesQueryOptions = () =>
  queryOptions({
    queryKey: ['intelligence', 'headlines'],
    queryFn: ({ signal }) => apiRequest<THeadlines>('/v1/intelligence/headlines', { signal }),
  });

export function useHeadlines() {
  return useQuery(headlinesQueryOptions());
}
