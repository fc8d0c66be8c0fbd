import type { TReopenInvestigationRequest } from '@qi/domain/record-version';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TInvestigationDetails } from './get-investigation';

/**
 * `POST /v1/investigations/{id}/reopen` (quality, admin): un-completes a completed investigation with a reason,
 * the one way to change one whose incidents are closed; its incidents' statuses follow, so those are refreshed too.
 */
export function reopenInvestigation(
  id: string,
  body: TReopenInvestigationRequest,
): Promise<TInvestigationDetails> {
  return apiRequest<TInvestigationDetails>(`/v1/investigations/${encodeURIComponent(id)}/reopen`, {
    method: 'POST',
    body,
  });
}

export function useReopenInvestigation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReopenInvestigationRequest) => reopenInvestigation(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['investigations'] });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
