import type { TProfile, TUpdateProfileRequest } from '@qi/domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/** `PUT /v1/profile`: a partial profile; what is left out keeps its value. */
export function updateProfile(body: TUpdateProfileRequest): Promise<TProfile> {
  return apiRequest<TProfile>('/v1/profile', { method: 'PUT', body });
}

/** Saves at once, showing the change straight away and undoing it if the server refuses. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueryOptions();
  return useMutation({
    mutationFn: updateProfile,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        queryClient.setQueryData(queryKey, {
          ...previous,
          ...change,
          notifications: { ...previous.notifications, ...change.notifications },
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['data'] });
    },
  });
}
