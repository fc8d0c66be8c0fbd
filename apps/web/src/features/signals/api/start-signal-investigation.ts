import type { TSignal } from '@qi/domain/signal-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterSignalAction } from './get-signals';

/** `POST /v1/signals/{id}/start-investigation` (quality team): one new investigation for all its incidents. */
export function startSignalInvestigation(id: string): Promise<TSignal> {
  return apiRequest<TSignal>(`/v1/signals/${encodeURIComponent(id)}/start-investigation`, {
    method: 'POST',
  });
}

export function useStartSignalInvestigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSignalInvestigation,
    onSuccess: () => refreshAfterSignalAction(queryClient),
  });
}
