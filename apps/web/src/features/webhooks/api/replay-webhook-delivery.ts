import type { TWebhookDelivery } from '@qi/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookDeliveriesKey } from './get-webhook-deliveries';

/** `POST /v1/webhooks/{id}/deliveries/{deliveryId}/replay` (admin): the same message sent again. */
export function replayWebhookDelivery({
  id,
  deliveryId,
}: {
  id: string;
  deliveryId: string;
}): Promise<TWebhookDelivery> {
  return apiRequest<TWebhookDelivery>(
    `/v1/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
    { method: 'POST' },
  );
}

export function useReplayWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDelivery,
    onSuccess: (_delivery, { id }) => queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(id) }),
  });
}
