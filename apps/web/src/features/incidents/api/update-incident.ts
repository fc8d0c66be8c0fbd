import type { TUpdateIncidentRequest } from '@qi/domain/incident';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TIncidentDetails } from './get-incident';

/** `PUT /v1/incidents/{id}`: an action (status change or general update) plus any incident fields. */
export function updateIncident(id: string, body: TUpdateIncidentRequest): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>(`/v1/incidents/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Refreshes every incident query (lists, the incident, its history) once the change is saved. */
export function useUpdateIncident(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateIncidentRequest) => updateIncident(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
