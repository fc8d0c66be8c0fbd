import { ADMIN_PAGE_SIZES } from '@qi/domain/constants';
import { SCAR_STATUSES, type ScarStatus } from '@qi/domain/scar';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ScarsQuery } from '../api/get-scars';

export type ScarsStatusFilter = ScarStatus | 'all';

export interface ScarsUrlQuery {
  status: ScarsStatusFilter;
  /** A supplier's id, or '' for every supplier. */
  supplierId: string;
  page: number;
  rowsPerPage: (typeof ADMIN_PAGE_SIZES)[number];
}

const DEFAULTS: ScarsUrlQuery = { status: 'open', supplierId: '', page: 0, rowsPerPage: ADMIN_PAGE_SIZES[0] };

function readQuery(params: URLSearchParams): ScarsUrlQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const rowsPerPage = Number(params.get('rowsPerPage'));
  return {
    status:
      status === 'all' || SCAR_STATUSES.includes(status as ScarStatus)
        ? (status as ScarsStatusFilter)
        : DEFAULTS.status,
    supplierId: (params.get('supplierId') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 0 ? page : DEFAULTS.page,
    rowsPerPage: ADMIN_PAGE_SIZES.find((size) => size === rowsPerPage) ?? DEFAULTS.rowsPerPage,
  };
}

/** What the API is asked for: no status for 'all', no supplier for every supplier. */
export function apiQueryOf({ status, supplierId, page, rowsPerPage }: ScarsUrlQuery): ScarsQuery {
  return {
    ...(status === 'all' ? {} : { status }),
    ...(supplierId ? { supplierId } : {}),
    page,
    rowsPerPage,
  };
}

/** The list's filters and page, kept in the URL query (open requests of every supplier unless chosen). */
export function useScarsUrlQuery(): [ScarsUrlQuery, (change: Partial<ScarsUrlQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const update = useCallback(
    (change: Partial<ScarsUrlQuery>) => {
      const next = { ...query, ...change };
      const search = new URLSearchParams();
      if (next.status !== DEFAULTS.status) search.set('status', next.status);
      if (next.supplierId) search.set('supplierId', next.supplierId);
      search.set('page', String(next.page));
      search.set('rowsPerPage', String(next.rowsPerPage));
      setParams(search, { replace: true });
    },
    [query, setParams],
  );
  return [query, update];
}
