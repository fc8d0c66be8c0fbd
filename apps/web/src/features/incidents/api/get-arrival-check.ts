import type { TArrivalCheck } from '@qi/domain/similar-arrival';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/incidents/{id}/arrival-check`: what the server's similar-incidents check found when the report arrived. */
export function getArrivalCheck(id: string, signal?: AbortSignal): Promise<TArrivalCheck> {
  return apiRequest<TArrivalCheck>(`/v1/incidents/${encodeURIComponent(id)}/arrival-check`, { signal });
}

export const arrivalCheckQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['incidents', 'arrival-check', id],
    queryFn: ({ signal }) => getArrivalCheck(id, signal),
  });

/** The check on arrival of an incident; `enabled` for those who triage it. */
export function useArrivalCheck(id: string, enabled: boolean) {
  return useQuery({ ...arrivalCheckQueryOptions(id), enabled });
}
