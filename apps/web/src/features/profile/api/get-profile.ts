import type { TProfile } from '@qi/domain/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/profile`: the signed-in user's notification flags and column choices. */
export function getProfile(signal?: AbortSignal): Promise<TProfile> {
  return apiRequest<TProfile>('/v1/profile', signal ? { signal } : {});
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
