import type { IncidentStatus } from '@qi/domain/incident-status';
import type { TInvestigation } from '@qi/domain/investigation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RelatedIncident {
  id: string;
  incidentNumber: number | null;
  status: IncidentStatus;
}

/** `GET /v1/investigations/{id}`: the investigation plus the incidents that point at it. */
export type TInvestigationDetails = TInvestigation & { relatedIncidents: RelatedIncident[] };

export function getInvestigation(id: string, signal?: AbortSignal): Promise<TInvestigationDetails> {
  return apiRequest<TInvestigationDetails>(
    `/v1/investigations/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
}

export const investigationQueryKey = (id: string) => ['investigations', 'detail', id] as const;

export const investigationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: investigationQueryKey(id),
    queryFn: ({ signal }) => getInvestigation(id, signal),
  });

/** A 404 answer is left to the page, which sends the user to /not-found. */
export function useInvestigation(id: string) {
  return useQuery(investigationQueryOptions(id));
}
