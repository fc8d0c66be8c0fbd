import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentQueryKey, type TIncidentDetails } from './get-incident';

/**
 * `POST /v1/incidents`: save a new incident as a draft or submit it. With an idempotency key, sending the
 * same request again returns the incident the first one made instead of making a second (docs/api.md).
 */
export function createIncident(
  body: TCreateIncidentRequest,
  idempotencyKey?: string,
): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>('/v1/incidents', {
    method: 'POST',
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TCreateIncidentRequest; key: string }) => createIncident(body, key),
    onSuccess: (incident) => {
      queryClient.setQueryData(incidentQueryKey(incident.id), incident);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
