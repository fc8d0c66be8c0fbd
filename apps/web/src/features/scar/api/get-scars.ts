import type { TScarListQuery } from '@qi/domain/scar';
import type { TScarSummary } from '@qi/domain/scar-views';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '../../../lib/api-client';

export type ScarsQuery = Partial<TScarListQuery>;

export interface TScarPage {
  items: TScarSummary[];
  total: number;
  page: number;
  rowsPerPage: number;
}

export const SCARS_KEY = ['scars'] as const;

/** `GET /v1/scars` (quality team): one page of requests, newest first, filtered on the server. */
export function getScars(query: ScarsQuery, signal?: AbortSignal): Promise<TScarPage> {
  return apiRequest<TScarPage>(withQuery('/v1/scars', { ...query }), signal ? { signal } : {});
}

export const scarsQueryOptions = (query: ScarsQuery) =>
  queryOptions({
    queryKey: [...SCARS_KEY, 'list', query],
    queryFn: ({ signal }) => getScars(query, signal),
    placeholderData: keepPreviousData,
    // Suppliers answer at any time: the list asks again whenever it is opened.
    staleTime: 0,
  });

export function useScars(query: ScarsQuery, enabled = true) {
  return useQuery({ ...scarsQueryOptions(query), enabled });
}

/** After any change to a request: the lists, the request and its audit trail are read again. */
export function refreshAfterScarChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: SCARS_KEY });
}
