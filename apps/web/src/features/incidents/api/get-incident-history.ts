import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface IncidentHistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One entry of `GET /v1/incidents/{id}/history` (oldest first). */
export interface IncidentHistoryEntry {
  id: string;
  actor: { user_id: string; name: string } | null;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  changes: IncidentHistoryChange[];
  reason: string | null;
  created_at: string;
}

export function getIncidentHistory(id: string, signal?: AbortSignal): Promise<IncidentHistoryEntry[]> {
  return apiRequest<IncidentHistoryEntry[]>(
    `/v1/incidents/${encodeURIComponent(id)}/history`,
    signal ? { signal } : {},
  );
}

export const incidentHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['incidents', 'history', id],
    queryFn: ({ signal }) => getIncidentHistory(id, signal),
  });

export function useIncidentHistory(id: string) {
  return useQuery(incidentHistoryQueryOptions(id));
}
