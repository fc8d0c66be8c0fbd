import type { TUserList } from '@qi/domain/user';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import type { UsersQuery } from '../api/get-users';
import { UsersTable } from './users-table';

const QUERY: UsersQuery = { page: 0, rowsPerPage: 25, sortBy: 'user_id', sortDir: 'asc' };

function list(count: number, total = count): TUserList {
  const items = Array.from({ length: count }, (_, i) =>
    buildUser({
      user_id: `u-${i}`,
      name: `Person ${i}`,
      email: `p${i}@example.com`,
      role: i === 0 ? 'admin' : 'user',
      active: i !== 1,
    }),
  );
  return { items, total, page: 0, rowsPerPage: 25 };
}

function renderTable(data: TUserList | undefined, query: UsersQuery = QUERY) {
  const onChange = vi.fn();
  render(
    <MemoryRouter>
      <UsersTable list={data} query={query} onChange={onChange} />
    </MemoryRouter>,
  );
  return onChange;
}

describe('UsersTable', () => {
  it('shows name (a link to the user), email, role label and status label', () => {
    renderTable(list(2));
    const rows = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [],
      ['Person 0', 'p0@example.com', 'Admin', 'Active'],
      ['Person 1', 'p1@example.com', 'User', 'Disabled'],
    ]);
    expect(screen.getByRole('link', { name: 'Person 1' }).getAttribute('href')).toBe('/user/u-1');
  });

  it("says 'No users.' for an empty page", () => {
    renderTable(list(0));
    expect(screen.getByText('No users.')).toBeTruthy();
  });

  it('sorts a new column ascending, the sorted one the other way, and goes back to the first page', async () => {
    const user = userEvent.setup();
    const onChange = renderTable(list(2), { ...QUERY, page: 2, sortBy: 'name', sortDir: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'name', sortDir: 'desc', page: 0 });
    await user.click(screen.getByRole('button', { name: 'Role' }));
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'role', sortDir: 'asc', page: 0 });
  });

  it('pages with 25, 50 or 100 rows; a new page size starts at the first page', async () => {
    const user = userEvent.setup();
    const onChange = renderTable(list(25, 60));
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1 });

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onChange).toHaveBeenLastCalledWith({ rowsPerPage: 50, page: 0 });
  });

  it('shows the first page when the page in the URL is past the end', () => {
    renderTable(list(3), { ...QUERY, page: 9 });
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });
});
