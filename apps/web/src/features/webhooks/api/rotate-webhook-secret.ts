import type { TWebhookWithSecret } from '@qi/domain/webhooks';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/webhooks/{id}/secret` (admin): a new signing secret, answered this once. */
export function rotateWebhookSecret(id: string): Promise<TWebhookWithSecret> {
  return apiRequest<TWebhookWithSecret>(`/v1/webhooks/${encodeURIComponent(id)}/secret`, { method: 'POST' });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
