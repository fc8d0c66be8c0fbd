import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierFetch } from '../lib/supplier-fetch';
import { supplierSession } from '../lib/supplier-session';

/** `POST /v1/supplier/session/end`: signs out; this tab forgets the session and the link either way. */
export async function endSession(): Promise<void> {
  await supplierFetch('/v1/supplier/session/end', { method: 'POST' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['supplier-scar'] });
      supplierSession.signedOut();
    },
  });
}
