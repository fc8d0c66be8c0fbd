import type { TInvestigation, TUpdateInvestigationRequest } from '@qi/domain/investigation';
import type { TSigningFields } from '@qi/domain/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The body of an investigation save, with the signature, withdrawal reasons and reason for change it may need. */
export type TUpdateInvestigationBody = TUpdateInvestigationRequest & TSigningFields;

/** `PUT /v1/investigations/{id}`: editable fields, the wanted sign-offs and 'Is completed?'. */
export function updateInvestigation(id: string, body: TUpdateInvestigationBody): Promise<TInvestigation> {
  return apiRequest<TInvestigation>(`/v1/investigations/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Completing an investigation moves its incidents on, so incident queries are refreshed too. */
export function useUpdateInvestigation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateInvestigationBody) => updateInvestigation(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['investigations'] });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
