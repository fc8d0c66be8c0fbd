import type { InvestigationStatus } from '@qi/domain/investigation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '../../../lib/api-client';

/** One row of `GET /v1/investigations` (the start/reassign dialogs). */
export interface InvestigationListItem {
  id: string;
  status: InvestigationStatus;
  incidentDescription: string;
  incidentNumbers: (number | null)[];
  updated_at: string;
}

export interface InvestigationList {
  items: InvestigationListItem[];
  total: number;
  page: number;
  rowsPerPage: number;
}

export const INVESTIGATION_PAGE_SIZES = [25, 50, 100] as const;

export interface InvestigationsQuery {
  /** 0-based. */
  page: number;
  rowsPerPage: number;
  search: string;
}

/** `GET /v1/investigations`: one page, searched by the server (never the whole list). */
export function getInvestigations(
  query: InvestigationsQuery,
  signal?: AbortSignal,
): Promise<InvestigationList> {
  return apiRequest<InvestigationList>(
    withQuery('/v1/investigations', {
      page: query.page,
      rowsPerPage: query.rowsPerPage,
      search: query.search.trim(),
    }),
    signal ? { signal } : {},
  );
}

export const investigationsQueryOptions = (query: InvestigationsQuery) =>
  queryOptions({
    queryKey: ['investigations', 'list', query],
    queryFn: ({ signal }) => getInvestigations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInvestigations(query: InvestigationsQuery, enabled = true) {
  return useQuery({ ...investigationsQueryOptions(query), enabled });
}
