import type { TInvestigation } from '@qi/domain/investigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CreateInvestigationRequest {
  incidentId: string;
  /** An existing investigation to copy (sign-offs cleared by the server). */
  copyFrom?: string;
}

/**
 * `POST /v1/investigations`: starts an investigation for an acknowledged incident, new or copied from another
 * one; the server moves the incident on in the same transaction.
 */
export function createInvestigation(body: CreateInvestigationRequest): Promise<TInvestigation> {
  return apiRequest<TInvestigation>('/v1/investigations', { method: 'POST', body });
}

export function useCreateInvestigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvestigation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['investigations'] });
    },
  });
}
