import type { TReplanAnswer } from '@qi/domain/investigation-replan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const path = (id: string) => `/v1/investigations/${encodeURIComponent(id)}/replan`;

/** `GET /v1/investigations/{id}/replan`: what re-planning the open sections would move. */
export function previewReplan(investigationId: string): Promise<TReplanAnswer> {
  return apiRequest<TReplanAnswer>(path(investigationId));
}

/** `POST /v1/investigations/{id}/replan`: moves the open sections to the defaults, in the investigation's history. */
export function useReplanInvestigation(investigationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TReplanAnswer>(path(investigationId), { method: 'POST', body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['investigations'] });
      void queryClient.invalidateQueries({ queryKey: ['investigation'] });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['my-tasks'] });
    },
  });
}
