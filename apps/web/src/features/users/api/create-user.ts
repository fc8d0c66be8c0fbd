import type { TCreateUserRequest, TUser } from '@qi/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/users`: invites a user (role 'user', active). */
export function createUser(body: TCreateUserRequest): Promise<TUser> {
  return apiRequest<TUser>('/v1/users', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
