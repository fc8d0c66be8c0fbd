import type { TScarMilestoneDefaults } from '@qi/domain/scar-milestones';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['scar-defaults'] as const;

/** `GET /v1/scar-defaults`: days from raising a request to each milestone (the admin's). */
export function useScarDefaults(enabled = true) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<TScarMilestoneDefaults>('/v1/scar-defaults', { signal }),
    enabled,
  });
}

/** `PUT /v1/scar-defaults` (admins). */
export function useSaveScarDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TScarMilestoneDefaults) =>
      apiRequest<TScarMilestoneDefaults>('/v1/scar-defaults', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
