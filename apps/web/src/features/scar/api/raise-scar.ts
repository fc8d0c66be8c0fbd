import type { ZRaiseScarRequest } from '@qi/domain/scar';
import type { TScar } from '@qi/domain/scar-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterScarChange } from './get-scars';

export type RaiseScarBody = z.input<typeof ZRaiseScarRequest>;

/** `POST /v1/scars`: raises the request and emails the contact its link (through the outbox). */
export function raiseScar(body: RaiseScarBody): Promise<TScar> {
  return apiRequest<TScar>('/v1/scars', { method: 'POST', body });
}

export function useRaiseScar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: raiseScar, onSuccess: () => refreshAfterScarChange(queryClient) });
}
