import type { TDueDateDefaults } from '@qi/domain/due-dates';
import type { TMyTask } from '@qi/domain/my-tasks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/due-date-defaults`: days to each section's due date by severity. */
export function getDueDateDefaults(signal?: AbortSignal): Promise<TDueDateDefaults> {
  return apiRequest<TDueDateDefaults>('/v1/due-date-defaults', signal ? { signal } : {});
}

export const dueDateDefaultsQueryOptions = () =>
  queryOptions({ queryKey: ['due-date-defaults'], queryFn: ({ signal }) => getDueDateDefaults(signal) });

export function useDueDateDefaults() {
  return useQuery(dueDateDefaultsQueryOptions());
}

/** `PUT /v1/due-date-defaults` (admin): the whole table. */
export function useSaveDueDateDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDueDateDefaults) =>
      apiRequest<TDueDateDefaults>('/v1/due-date-defaults', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(['due-date-defaults'], saved),
  });
}

/** `GET /v1/my-tasks`: the signed-in user's open work, soonest due first. */
export function useMyTasks() {
  return useQuery({
    queryKey: ['my-tasks'],
    queryFn: ({ signal }) => apiRequest<{ items: TMyTask[] }>('/v1/my-tasks', { signal }),
  });
}
