import type { TPartNumber } from '@qi/domain/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/partNumbers` (admin). */
export function createPartNumber(body: TPartNumber): Promise<TPartNumber> {
  return apiRequest<TPartNumber>('/v1/partNumbers', { method: 'POST', body });
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
