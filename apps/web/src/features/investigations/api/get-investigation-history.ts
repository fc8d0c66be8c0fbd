import type { THistoryEntry } from '@qi/domain/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** One entry of the history (oldest first); the shape is shared with the server's answer. */
export type InvestigationHistoryEntry = THistoryEntry;

export function getInvestigationHistory(
  id: string,
  signal?: AbortSignal,
): Promise<InvestigationHistoryEntry[]> {
  return answerOf(api.GET('/v1/investigations/{id}/history', { params: { path: { id } }, signal }));
}

export const investigationHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['investigations', 'history', id],
    queryFn: ({ signal }) => getInvestigationHistory(id, signal),
  });

export function useInvestigationHistory(id: string) {
  return useQuery(investigationHistoryQueryOptions(id));
}
