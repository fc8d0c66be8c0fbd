import type { TOidcAccessRequestList } from '@qi/domain/oidc';
import type { Role } from '@qi/domain/roles';
import type { TUser } from '@qi/domain/user';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

export const ACCESS_REQUESTS_KEY = ['sign-in-provider', 'requests'] as const;

type RowsPerPage = 25 | 50 | 100;

/** `GET /v1/sign-in-provider/requests` (admin): people the provider signed in who wait for an account. */
export const accessRequestsQueryOptions = (page: number, rowsPerPage: RowsPerPage) =>
  queryOptions({
    queryKey: [...ACCESS_REQUESTS_KEY, page, rowsPerPage],
    queryFn: ({ signal }): Promise<TOidcAccessRequestList> =>
      answerOf(
        api.GET('/v1/sign-in-provider/requests', { params: { query: { page, rowsPerPage } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

export function useAccessRequests(page: number, rowsPerPage: RowsPerPage) {
  return useQuery(accessRequestsQueryOptions(page, rowsPerPage));
}

/** Approve (creates the account with the role) or refuse; either way the list is read again. */
export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: { id: string; approve: Role | null }): Promise<TUser | undefined> => {
      const params = { path: { id: decision.id } };
      if (decision.approve) {
        return answerOf(
          api.POST('/v1/sign-in-provider/requests/{id}/approve', {
            params,
            body: { role: decision.approve },
          }),
        );
      }
      await api.POST('/v1/sign-in-provider/requests/{id}/refuse', { params });
      return undefined;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCESS_REQUESTS_KEY }),
  });
}
