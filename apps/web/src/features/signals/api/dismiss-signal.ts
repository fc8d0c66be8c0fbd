import type { TSignal } from '@qi/domain/signal-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterSignalAction } from './get-signals';

/** `POST /v1/signals/{id}/dismiss` (quality team): closes an open signal with the reason (required). */
export function dismissSignal({ id, reason }: { id: string; reason: string }): Promise<TSignal> {
  return apiRequest<TSignal>(`/v1/signals/${encodeURIComponent(id)}/dismiss`, {
    method: 'POST',
    body: { reason },
  });
}

export function useDismissSignal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissSignal, onSuccess: () => refreshAfterSignalAction(queryClient) });
}
