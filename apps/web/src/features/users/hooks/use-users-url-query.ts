import { type USER_SORT_COLUMNS, ZUserListQuery } from '@qi/domain/user';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UsersQuery } from '../api/get-users';

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

const DEFAULTS: UsersQuery = ZUserListQuery.parse({});

function readQuery(params: URLSearchParams): UsersQuery {
  const query: UsersQuery = { ...DEFAULTS };
  for (const key of ['page', 'rowsPerPage', 'sortBy', 'sortDir'] as const) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = ZUserListQuery.shape[key].safeParse(raw);
    if (parsed.success) Object.assign(query, { [key]: parsed.data });
  }
  return query;
}

/** The users list's page, page size and sort, kept in the URL query (docs/product.md §2). */
export function useUsersUrlQuery(): [UsersQuery, (change: Partial<UsersQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const update = useCallback(
    (change: Partial<UsersQuery>) => {
      const next = { ...query, ...change };
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (value !== DEFAULTS[key as keyof UsersQuery] || key === 'page' || key === 'rowsPerPage') {
          search.set(key, String(value));
        }
      }
      setParams(search, { replace: true });
    },
    [query, setParams],
  );
  return [query, update];
}
