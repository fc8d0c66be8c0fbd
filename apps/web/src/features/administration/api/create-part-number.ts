import type { TPartNumber, TPartNumberItem } from '@qi/domain/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/partNumbers` (admin): id, description and an optional product. */
export function createPartNumber(body: TPartNumber): Promise<TPartNumberItem> {
  return apiRequest<TPartNumberItem>('/v1/partNumbers', { method: 'POST', body });
}

export function useCreatePartNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartNumber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reference', 'partNumbers'] }),
        queryClient.invalidateQueries({ queryKey: ['data'] }),
      ]),
  });
}
