import type { TColumnChoice, TProfile } from '@qi/domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ColumnProfileKey = 'incidentsFilter' | 'draftIncidentsFilter';

/** `PUT /v1/profile` with one table's column choices (order and visibility). */
export function updateColumnChoices(key: ColumnProfileKey, choices: TColumnChoice[]): Promise<TProfile> {
  return apiRequest<TProfile>('/v1/profile', { method: 'PUT', body: { [key]: choices } });
}

export function useUpdateColumnChoices(key: ColumnProfileKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: TColumnChoice[]) => updateColumnChoices(key, choices),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['data'] });
    },
  });
}
