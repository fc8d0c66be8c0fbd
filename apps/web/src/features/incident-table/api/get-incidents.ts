import type { TIncident } from '@qi/domain/incident';
import { incidentListSearchParams, type TIncidentListQuery } from '@qi/domain/incident-list-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** An incident as the list answers it: the incident plus its investigation's state. */
export type TIncidentListItem = TIncident & { investigationStatus: 'opened' | 'completed' | null };

export interface TIncidentList {
  items: TIncidentListItem[];
  /** The matches counted up to a cap; `totalCapped` when there are more (@qi/domain/list-total). */
  total: number;
  totalCapped: boolean;
  page: number;
  rowsPerPage: number;
}

/** `GET /v1/incidents`: one page, sorted, searched and filtered by the server. */
export function getIncidents(query: TIncidentListQuery, signal?: AbortSignal): Promise<TIncidentList> {
  const path = `/v1/incidents?${incidentListSearchParams(query).toString()}`;
  return apiRequest<TIncidentList>(path, signal ? { signal } : {});
}

export const incidentsQueryOptions = (query: TIncidentListQuery) =>
  queryOptions({
    queryKey: ['incidents', 'list', query],
    queryFn: ({ signal }) => getIncidents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidents(query: TIncidentListQuery) {
  return useQuery(incidentsQueryOptions(query));
}
