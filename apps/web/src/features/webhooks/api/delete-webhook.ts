import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

/** `DELETE /v1/webhooks/{id}` (admin): the endpoint and its delivery log. */
export function deleteWebhook(id: string): Promise<void> {
  return apiRequest<void>(`/v1/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
