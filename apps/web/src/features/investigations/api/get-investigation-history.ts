import type { THistoryEntry } from '@qi/domain/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One entry of the history (oldest first); the shape is shared with the server's answer. */
export type InvestigationHistoryEntry = THistoryEntry;

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
