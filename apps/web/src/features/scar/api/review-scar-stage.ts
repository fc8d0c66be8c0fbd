import type { ScarStage } from '@qi/domain/scar-stages';
import type { TScar } from '@qi/domain/scar-views';
import type { TSignatureCredentials } from '@qi/domain/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterScarChange, SCARS_KEY } from './get-scars';

export interface ReviewStageInput {
  stage: ScarStage;
  decision: 'accept' | 'return';
  comment: string;
  version: number;
  signature?: TSignatureCredentials | undefined;
}

/** `POST /v1/scars/{id}/review`: accepts or returns one submitted stage, from the stage version read. */
export function reviewScarStage(id: string, input: ReviewStageInput): Promise<TScar> {
  const { signature, ...rest } = input;
  return apiRequest<TScar>(`/v1/scars/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: signature ? { ...rest, signature } : rest,
  });
}

export function useReviewScarStage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewStageInput) => reviewScarStage(id, input),
    onSuccess: (scar) => {
      queryClient.setQueryData([...SCARS_KEY, 'one', id], scar);
      refreshAfterScarChange(queryClient);
    },
  });
}
