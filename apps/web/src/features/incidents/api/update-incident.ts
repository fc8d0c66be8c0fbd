import type { TUpdateIncidentRequest } from '@qi/domain/incident';
import type { TSigningFields } from '@qi/domain/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TIncidentDetails } from './get-incident';

/** The body of an incident save: the action and fields, plus a signature (closing) or a reason for change. */
export type TUpdateIncidentBody = TUpdateIncidentRequest & TSigningFields;

/** `PUT /v1/incidents/{id}`: an action (status change or general update) plus any incident fields. */
export function updateIncident(id: string, body: TUpdateIncidentBody): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>(`/v1/incidents/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Refreshes every incident query (lists, the incident, its history) once the change is saved. */
export function useUpdateIncident(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateIncidentBody) => updateIncident(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
