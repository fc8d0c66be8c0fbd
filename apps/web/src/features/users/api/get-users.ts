import type { TUserList, TUserListQuery } from '@qi/domain/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '../../../lib/api-client';

export type UsersQuery = Omit<TUserListQuery, 'search'>;

/** `GET /v1/users`: one page, sorted by the server. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<TUserList> {
  return apiRequest<TUserList>(withQuery('/v1/users', { ...query }), signal ? { signal } : {});
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
