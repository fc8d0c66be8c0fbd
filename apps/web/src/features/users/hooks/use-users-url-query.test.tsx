import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UsersQuery } from '../api/get-users';
import { useUsersUrlQuery } from './use-users-url-query';

/** The hook inside a real router at `path`; `location()` reads the URL it leaves. */
function renderAt(path: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/users', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUsersUrlQuery(), { wrapper });
  const location = () => `${router?.state.location.pathname}${router?.state.location.search}`;
  return { hook, location };
}

const DEFAULTS: UsersQuery = { page: 0, rowsPerPage: 25, sortBy: 'user_id', sortDir: 'asc' };

describe('useUsersUrlQuery', () => {
  it('reads page, page size and sort from the URL', () => {
    const { hook } = renderAt('/users?page=2&rowsPerPage=100&sortBy=email&sortDir=desc');
    expect(hook.result.current[0]).toEqual({ page: 2, rowsPerPage: 100, sortBy: 'email', sortDir: 'desc' });
  });

  it('ignores values it does not know (a hand-edited URL), keeping the defaults', () => {
    const { hook } = renderAt('/users?page=-1&rowsPerPage=30&sortBy=password&sortDir=up');
    expect(hook.result.current[0]).toEqual(DEFAULTS);
  });

  it('writes a change into the URL: page and size always, sort only when not the default', () => {
    const { hook, location } = renderAt('/users');
    act(() => hook.result.current[1]({ page: 1 }));
    expect(location()).toBe('/users?page=1&rowsPerPage=25');
    act(() => hook.result.current[1]({ sortBy: 'name', sortDir: 'desc', page: 0 }));
    expect(location()).toBe('/users?page=0&rowsPerPage=25&sortBy=name&sortDir=desc');
    expect(hook.result.current[0]).toEqual({ page: 0, rowsPerPage: 25, sortBy: 'name', sortDir: 'desc' });
  });
});
