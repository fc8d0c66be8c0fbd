import type { TScar } from '@qi/domain/scar-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterScarChange, SCARS_KEY } from './get-scars';

export type ScarAction =
  | { action: 'resend' }
  | { action: 'contact'; contactId: string; version: number }
  | { action: 'revoke' | 'close'; reason: string; version: number };

/**
 * `POST /v1/scars/{id}/resend` (a new link; the old one stops working), `/contact` (another contact, sent a new
 * link), `/revoke` and `/close` (with a reason); all but resend from the version read.
 */
export function actOnScar(id: string, input: ScarAction): Promise<TScar> {
  const path = `/v1/scars/${encodeURIComponent(id)}/${input.action}`;
  if (input.action === 'resend') return apiRequest<TScar>(path, { method: 'POST' });
  if (input.action === 'contact') {
    return apiRequest<TScar>(path, {
      method: 'POST',
      body: { contactId: input.contactId, version: input.version },
    });
  }
  return apiRequest<TScar>(path, { method: 'POST', body: { reason: input.reason, version: input.version } });
}

export function useScarAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScarAction) => actOnScar(id, input),
    onSuccess: (scar) => {
      queryClient.setQueryData([...SCARS_KEY, 'one', id], scar);
      refreshAfterScarChange(queryClient);
    },
  });
}
