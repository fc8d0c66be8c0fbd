import type { TPartNumberItem } from '@qi/domain/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/partNumbers`: every part number, sorted by id (bounded; paged in the browser). */
export function getPartNumbers(signal?: AbortSignal): Promise<TPartNumberItem[]> {
  return apiRequest<TPartNumberItem[]>('/v1/partNumbers', signal ? { signal } : {});
}

export const partNumbersQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'partNumbers'], queryFn: ({ signal }) => getPartNumbers(signal) });

export function usePartNumbers() {
  return useQuery(partNumbersQueryOptions());
}
