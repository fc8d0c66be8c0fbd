import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentQueryKey, type TIncidentDetails } from './get-incident';

/** `POST /v1/incidents`: save a new incident as a draft or submit it. */
export function createIncident(body: TCreateIncidentRequest): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>('/v1/incidents', { method: 'POST', body });
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncident,
    onSuccess: (incident) => {
      queryClient.setQueryData(incidentQueryKey(incident.id), incident);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
