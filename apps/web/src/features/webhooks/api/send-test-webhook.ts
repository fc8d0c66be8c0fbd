import type { TWebhookDelivery } from '@qi/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookDeliveriesKey } from './get-webhook-deliveries';

/** `POST /v1/webhooks/{id}/test` (admin): queues a `webhook.test` message to this endpoint. */
export function sendTestWebhook(id: string): Promise<TWebhookDelivery> {
  return apiRequest<TWebhookDelivery>(`/v1/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST' });
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(id) }),
  });
}
