import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentQueryKey, type TIncidentDetails } from './get-incident';

/** `PUT /v1/incidents/{id}/disposition/lines/{lineId}/done`: the server records who marked it done and when. */
export function markDispositionLineDone(
  id: string,
  lineId: string,
  done: boolean,
): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>(
    `/v1/incidents/${encodeURIComponent(id)}/disposition/lines/${encodeURIComponent(lineId)}/done`,
    { method: 'PUT', body: { done } },
  );
}

export function useMarkDispositionLineDone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, done }: { lineId: string; done: boolean }) =>
      markDispositionLineDone(id, lineId, done),
    onSuccess: (incident) => {
      queryClient.setQueryData(incidentQueryKey(id), incident);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['my-tasks'] });
    },
  });
}
