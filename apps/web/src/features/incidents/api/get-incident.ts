import type { TIncident } from '@qi/domain/incident';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/incidents/{id}`: the incident plus the status of its investigation. */
export type TIncidentDetails = TIncident & { investigationStatus: 'opened' | 'completed' | null };

export function getIncident(id: string, signal?: AbortSignal): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>(`/v1/incidents/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const incidentQueryKey = (id: string) => ['incidents', 'detail', id] as const;

export const incidentQueryOptions = (id: string) =>
  queryOptions({ queryKey: incidentQueryKey(id), queryFn: ({ signal }) => getIncident(id, signal) });

/** A 404 answer is left to the page, which sends the user to /not-found. */
export function useIncident(id: string) {
  return useQuery(incidentQueryOptions(id));
}
