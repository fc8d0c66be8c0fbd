import type { TUser } from '@qi/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/auth-storage';

/** `GET /v1/auth/me`: the signed-in user as the server knows it now (role may have changed). */
export function getMe(signal?: AbortSignal): Promise<{ user: TUser }> {
  return apiRequest<{ user: TUser }>('/v1/auth/me', signal ? { signal } : {});
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: ({ signal }) => getMe(signal) });

/** Keeps the stored user (name, role) in step with the server while signed in. */
export function useSyncMe(enabled: boolean): void {
  const { data } = useQuery({ ...meQueryOptions(), enabled });
  useEffect(() => {
    if (data?.user) updateSessionUser(data.user);
  }, [data]);
}
