import { ADMIN_PAGE_SIZES } from '@qi/domain/constants';
import { SIGNAL_STATUSES, type SignalStatus } from '@qi/domain/signal-rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SignalsQuery } from '../api/get-signals';

/** The inbox's status filter: one of the statuses, or every signal. */
export type SignalsStatusFilter = SignalStatus | 'all';

export interface SignalsUrlQuery {
  status: SignalsStatusFilter;
  page: number;
  rowsPerPage: (typeof ADMIN_PAGE_SIZES)[number];
}

const DEFAULTS: SignalsUrlQuery = { status: 'open', page: 0, rowsPerPage: ADMIN_PAGE_SIZES[0] };

function readQuery(params: URLSearchParams): SignalsUrlQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const rowsPerPage = Number(params.get('rowsPerPage'));
  return {
    status:
      status === 'all' || SIGNAL_STATUSES.includes(status as SignalStatus)
        ? (status as SignalsStatusFilter)
        : DEFAULTS.status,
    page: Number.isInteger(page) && page >= 0 ? page : DEFAULTS.page,
    rowsPerPage: ADMIN_PAGE_SIZES.find((size) => size === rowsPerPage) ?? DEFAULTS.rowsPerPage,
  };
}

/** What the API is asked for: every status when the filter is 'all'. */
export function apiQueryOf({ status, page, rowsPerPage }: SignalsUrlQuery): SignalsQuery {
  return status === 'all' ? { page, rowsPerPage } : { status, page, rowsPerPage };
}

/** The inbox's status filter, page and page size, kept in the URL query (open signals unless chosen). */
export function useSignalsUrlQuery(): [SignalsUrlQuery, (change: Partial<SignalsUrlQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const update = useCallback(
    (change: Partial<SignalsUrlQuery>) => {
      const next = { ...query, ...change };
      const search = new URLSearchParams();
      if (next.status !== DEFAULTS.status) search.set('status', next.status);
      search.set('page', String(next.page));
      search.set('rowsPerPage', String(next.rowsPerPage));
      setParams(search, { replace: true });
    },
    [query, setParams],
  );
  return [query, update];
}
