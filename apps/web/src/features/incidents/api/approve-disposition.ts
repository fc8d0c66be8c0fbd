import type { TSignatureCredentials } from '@qi/domain/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentQueryKey, type TIncidentDetails } from './get-incident';

export interface ApproveDispositionInput {
  version: number | undefined;
  /** The approver's password, when signatures are on. */
  signature?: TSignatureCredentials | undefined;
}

/** `POST /v1/incidents/{id}/disposition/approve`, with the version the page shows (stale → 409). */
export function approveDisposition(
  id: string,
  { version, signature }: ApproveDispositionInput,
): Promise<TIncidentDetails> {
  return apiRequest<TIncidentDetails>(`/v1/incidents/${encodeURIComponent(id)}/disposition/approve`, {
    method: 'POST',
    body: { ...(version === undefined ? {} : { version }), ...(signature ? { signature } : {}) },
  });
}

export function useApproveDisposition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveDispositionInput) => approveDisposition(id, input),
    onSuccess: (incident) => {
      queryClient.setQueryData(incidentQueryKey(id), incident);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}
