import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentQueryKey, type TIncidentDetails } from './get-incident';

/** `POST /v1/incidents/{id}/disposition/approve`, with the version the page shows (stale → 409). */
export function approveDisposition(id: string, version: number | undefined): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>(`/v1/incidents/${encodeURIComponent(id)}/disposition/approve`, {
    method: 'POST',
    body: version === undefined ? {} : { version },
  });
}

export function useApproveDisposition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number | undefined) => approveDisposition(id, version),
    onSuccess: (incident) => {
      queryClient.setQueryData(incidentQueryKey(id), incident);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
