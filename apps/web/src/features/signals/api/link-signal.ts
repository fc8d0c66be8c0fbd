import type { TSignal } from '@qi/domain/signal-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterSignalAction } from './get-signals';

/** `POST /v1/signals/{id}/link` (quality team): the signal's incidents follow an open investigation. */
export function linkSignal({
  id,
  investigationId,
}: {
  id: string;
  investigationId: string;
}): Promise<TSignal> {
  return apiRequest<TSignal>(`/v1/signals/${encodeURIComponent(id)}/link`, {
    method: 'POST',
    body: { investigationId },
  });
}

export function useLinkSignal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkSignal, onSuccess: () => refreshAfterSignalAction(queryClient) });
}
