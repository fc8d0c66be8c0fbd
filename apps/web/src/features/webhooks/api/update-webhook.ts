import type { TWebhook, WebhookEvent } from '@qi/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

export interface UpdateWebhookBody {
  id: string;
  url?: string;
  description?: string;
  events?: WebhookEvent[];
  enabled?: boolean;
}

/** `PUT /v1/webhooks/{id}` (admin): change, disable, or enable again (which clears the failure count). */
export function updateWebhook({ id, ...body }: UpdateWebhookBody): Promise<TWebhook> {
  return apiRequest<TWebhook>(`/v1/webhooks/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
