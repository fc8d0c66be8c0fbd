import type { TUpdateUserRequest, TUser } from '@qi/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';

/** `PUT /v1/users/{user_id}`: name, role and/or active status. */
export function updateUser(userId: string, body: TUpdateUserRequest): Promise<TUser> {
  return apiRequest<TUser>(`/v1/users/${encodeURIComponent(userId)}`, { method: 'PUT', body });
}

export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserRequest) => updateUser(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(userId).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      // Every page shows users' names from the bulk data.
      void queryClient.invalidateQueries({ queryKey: ['data'] });
    },
  });
}
