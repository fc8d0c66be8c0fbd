import type { THistoryEntry } from '@qi/domain/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** One entry of the history (oldest first); the shape is shared with the server's answer. */
export type IncidentHistoryEntry = THistoryEntry;

export function getIncidentHistory(id: string, signal?: AbortSignal): Promise<IncidentHistoryEntry[]> {
  return answerOf(api.GET('/v1/incidents/{id}/history', { params: { path: { id } }, signal }));
}

export const incidentHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['incidents', 'history', id],
    queryFn: ({ signal }) => getIncidentHistory(id, signal),
  });

export function useIncidentHistory(id: string) {
  return useQuery(incidentHistoryQueryOptions(id));
}
