import type { TLocation } from '@qi/domain/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/locations`: the whole location tree. */
export function getLocations(signal?: AbortSignal): Promise<TLocation[]> {
  return apiRequest<TLocation[]>('/v1/locations', signal ? { signal } : {});
}

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'locations'], queryFn: ({ signal }) => getLocations(signal) });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
