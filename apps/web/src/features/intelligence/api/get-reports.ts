import type { TReport } from '@qi/domain/report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/reports`: the first report is the one used (SPEC §3). */
export function getReports(signal?: AbortSignal): Promise<TReport[]> {
  return apiRequest<TReport[]>('/v1/reports', signal ? { signal } : {});
}

export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: ['reports'],
    queryFn: ({ signal }) => getReports(signal),
  });

/** The reports; `report` is the first one (or null when there is none). */
export function useReport() {
  const query = useQuery(reportsQueryOptions());
  return { ...query, report: query.data?.[0] ?? null };
}
