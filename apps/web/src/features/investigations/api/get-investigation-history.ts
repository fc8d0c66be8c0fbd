import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface InvestigationHistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One entry of `GET /v1/investigations/{id}/history` (oldest first; same shape as the incidents' history). */
export interface InvestigationHistoryEntry {
  id: string;
  actor: { user_id: string; name: string } | null;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  changes: InvestigationHistoryChange[];
  reason: string | null;
  created_at: string;
}

export function getInvestigationHistory(
  id: string,
  signal?: AbortSignal,
): Promise<InvestigationHistoryEntry[]> {
  return apiRequest<InvestigationHistoryEntry[]>(
    `/v1/investigations/${encodeURIComponent(id)}/history`,
    signal ? { signal } : {},
  );
}

export const investigationHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['investigations', 'history', id],
    queryFn: ({ signal }) => getInvestigationHistory(id, signal),
  });

export function useInvestigationHistory(id: string) {
  return useQuery(investigationHistoryQueryOptions(id));
}
