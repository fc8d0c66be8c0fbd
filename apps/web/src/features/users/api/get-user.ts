import type { TUser } from '@qi/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/users/{user_id}`. */
export function getUser(userId: string, signal?: AbortSignal): Promise<TUser> {
  return apiRequest<TUser>(`/v1/users/${encodeURIComponent(userId)}`, signal ? { signal } : {});
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', 'detail', userId], queryFn: ({ signal }) => getUser(userId, signal) });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
