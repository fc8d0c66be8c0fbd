import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateIncident } from './update-incident';

/**
 * Reassigning is `PUT /v1/incidents/{id}` with `action: 'reassign-investigation'`: the incident's status then
 * follows the chosen investigation.
 */
export function reassignInvestigation(incidentId: string, investigationId: string) {
  return updateIncident(incidentId, { action: 'reassign-investigation', investigationId });
}

export function useReassignInvestigation(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investigationId: string) => reassignInvestigation(incidentId, investigationId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['investigations'] });
    },
  });
}
