import type { TScar, TScarAuditEntry } from '@qi/domain/scar-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SCARS_KEY } from './get-scars';

const path = (id: string) => `/v1/scars/${encodeURIComponent(id)}`;

/** `GET /v1/scars/{id}`: the buyer's whole view of a request, stages with the checklist's flags. */
export function getScar(id: string, signal?: AbortSignal): Promise<TScar> {
  return apiRequest<TScar>(path(id), signal ? { signal } : {});
}

export const scarQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SCARS_KEY, 'one', id],
    queryFn: ({ signal }) => getScar(id, signal),
    staleTime: 0,
  });

export function useScar(id: string) {
  return useQuery(scarQueryOptions(id));
}

/** `GET /v1/scars/{id}/audit`: every action on the request, oldest first, with address and browser. */
export function getScarAudit(id: string, signal?: AbortSignal): Promise<TScarAuditEntry[]> {
  return apiRequest<TScarAuditEntry[]>(`${path(id)}/audit`, signal ? { signal } : {});
}

export function useScarAudit(id: string) {
  return useQuery({
    queryKey: [...SCARS_KEY, 'one', id, 'audit'],
    queryFn: ({ signal }) => getScarAudit(id, signal),
    staleTime: 0,
  });
}
