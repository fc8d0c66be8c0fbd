import type { TWebhookWithSecret, WebhookEvent } from '@qi/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

export interface CreateWebhookBody {
  url: string;
  description: string;
  events: WebhookEvent[];
}

/** `POST /v1/webhooks` (admin): the answer holds the signing secret, this once. */
export function createWebhook(body: CreateWebhookBody): Promise<TWebhookWithSecret> {
  return apiRequest<TWebhookWithSecret>('/v1/webhooks', { method: 'POST', body });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
