import type { IncidentColumnId } from '@qi/domain/incident-columns';
import type { IncidentListView, TDistinctValue } from '@qi/domain/incident-list-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '../../../lib/api-client';

/** `GET /v1/incidents/distinct`: the values a 'Filter Values' dialog offers for one column. */
export function getDistinctValues(
  column: IncidentColumnId,
  view: IncidentListView,
  search: string,
  signal?: AbortSignal,
): Promise<TDistinctValue[]> {
  return apiRequest<TDistinctValue[]>(
    withQuery('/v1/incidents/distinct', { column, view, search }),
    signal ? { signal } : {},
  );
}

export const distinctValuesQueryOptions = (
  column: IncidentColumnId,
  view: IncidentListView,
  search: string,
) =>
  queryOptions({
    queryKey: ['incidents', 'distinct', view, column, search],
    queryFn: ({ signal }) => getDistinctValues(column, view, search, signal),
  });

/** The values of one column over the list as it is searched (the other filters do not narrow them). */
export function useDistinctValues(column: IncidentColumnId, view: IncidentListView, search: string) {
  return useQuery(distinctValuesQueryOptions(column, view, search));
}
