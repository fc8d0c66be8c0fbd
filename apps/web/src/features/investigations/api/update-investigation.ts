import type { TInvestigation, TUpdateInvestigationRequest } from '@qi/domain/investigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /v1/investigations/{id}`: editable fields, the wanted sign-offs and 'Is completed?'. */
export function updateInvestigation(id: string, body: TUpdateInvestigationRequest): Promise<TInvestigation> {
  return apiRequest<TInvestigation>(`/v1/investigations/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Completing an investigation moves its incidents on, so incident queries are refreshed too. */
export function useUpdateInvestigation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateInvestigationRequest) => updateInvestigation(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['investigations'] });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
