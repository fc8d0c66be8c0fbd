import type { TProposeDispositionRequest } from '@qi/domain/disposition';
import type { TSigningFields } from '@qi/domain/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentQueryKey, type TIncidentDetails } from './get-incident';

/** `PUT /v1/incidents/{id}/disposition`: quality's whole list of lines, replacing the last proposal. */
export function proposeDisposition(
  id: string,
  body: TProposeDispositionRequest & Pick<TSigningFields, 'reasonForChange'>,
): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>(`/v1/incidents/${encodeURIComponent(id)}/disposition`, {
    method: 'PUT',
    body,
  });
}

/** Shows the answer at once, then refreshes every incident query (lists, history). */
export function useProposeDisposition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProposeDispositionRequest & Pick<TSigningFields, 'reasonForChange'>) =>
      proposeDisposition(id, body),
    onSuccess: (incident) => {
      queryClient.setQueryData(incidentQueryKey(id), incident);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
