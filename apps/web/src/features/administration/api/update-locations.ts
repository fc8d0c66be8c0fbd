import type { TLocation } from '@qi/domain/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /v1/locations` (admin): replaces the whole tree; answers the saved tree. */
export function updateLocations(tree: TLocation[]): Promise<TLocation[]> {
  return apiRequest<TLocation[]>('/v1/locations', { method: 'PUT', body: tree });
}

export function useUpdateLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocations,
    onSuccess: (saved) => {
      queryClient.setQueryData(['reference', 'locations'], saved);
      return queryClient.invalidateQueries({ queryKey: ['data'] });
    },
  });
}
