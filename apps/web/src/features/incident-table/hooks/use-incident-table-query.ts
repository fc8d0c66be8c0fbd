import type { IncidentListView, TIncidentListQuery } from '@qi/domain/incident-list-query';
import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_TABLE_SESSION_STATE,
  readTableSessionState,
  type TableSessionState,
  writeTableSessionState,
} from '../lib/table-session-storage';

export interface Paging {
  page: number;
  rowsPerPage: TIncidentListQuery['rowsPerPage'];
}

const DEFAULT_PAGING: Paging = { page: 0, rowsPerPage: ZIncidentListQuery.parse({}).rowsPerPage };

function readPaging(params: URLSearchParams): Paging {
  const paging = { ...DEFAULT_PAGING };
  for (const key of ['page', 'rowsPerPage'] as const) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = ZIncidentListQuery.shape[key].safeParse(raw);
    if (parsed.success) Object.assign(paging, { [key]: parsed.data });
  }
  return paging;
}

/**
 * An incident table's list query: page and rowsPerPage in the URL query; search, sort and column filters in
 * sessionStorage under `storageKey` (docs/product.md §2). Changing search, sort or filters goes back to the first page.
 * Paging pushes a history entry.
 */
export function useIncidentTableQuery(view: IncidentListView, storageKey: string) {
  const [params, setParams] = useSearchParams();
  const paging = useMemo(() => readPaging(params), [params]);
  const [state, setState] = useState<TableSessionState>(() => readTableSessionState(storageKey));

  // Each page is a history entry, so that Back returns to the page before; the return to the first page
  // that a new search, sort or filter brings replaces the entry instead (those live in sessionStorage, not in
  // the history, and Back should not show an old page number of the new list).
  const setPaging = useCallback(
    (change: Partial<Paging>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...readPaging(current), ...change };
          next.set('page', String(merged.page));
          next.set('rowsPerPage', String(merged.rowsPerPage));
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const updateState = useCallback(
    (change: Partial<TableSessionState>) => {
      setState((current) => {
        const next = { ...current, ...change };
        writeTableSessionState(storageKey, next);
        return next;
      });
      if (paging.page !== 0) setPaging({ page: 0 }, { replace: true });
    },
    [storageKey, paging.page, setPaging],
  );

  const reset = useCallback(() => {
    updateState({ ...DEFAULT_TABLE_SESSION_STATE, sortBy: state.sortBy, sortDir: state.sortDir });
  }, [updateState, state.sortBy, state.sortDir]);

  const query: TIncidentListQuery = useMemo(() => ({ ...paging, ...state, view }), [paging, state, view]);
  return { query, state, setPaging, updateState, reset };
}
