import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { ADMIN_PAGE_SIZES } from '@qi/domain/constants';
import { ROLE_LABELS } from '@qi/domain/roles';
import type { TUserList } from '@qi/domain/user';
import { Link as RouterLink } from 'react-router';
import type { UsersQuery } from '../api/get-users';
import type { UserSortColumn } from '../hooks/use-users-url-query';
import { UserStatusChip } from './user-status-chip';

const COLUMNS: { id: UserSortColumn; label: string }[] = [
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'Email' },
  { id: 'role', label: 'Role' },
  { id: 'active', label: 'Status' },
];

/** The users list: server-side sorting and paging. */
export function UsersTable({
  list,
  query,
  onChange,
}: {
  list: TUserList | undefined;
  query: UsersQuery;
  onChange: (change: Partial<UsersQuery>) => void;
}) {
  const sort = (column: UserSortColumn) => {
    const sortDir = query.sortBy === column && query.sortDir === 'asc' ? 'desc' : 'asc';
    onChange({ sortBy: column, sortDir, page: 0 });
  };

  return (
    <Paper>
      <TableContainer sx={{ maxHeight: 800 }}>
        <Table stickyHeader aria-label="Users">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column.id} sortDirection={query.sortBy === column.id ? query.sortDir : false}>
                  <TableSortLabel
                    active={query.sortBy === column.id}
                    direction={query.sortBy === column.id ? query.sortDir : 'asc'}
                    onClick={() => sort(column.id)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list?.items.map((user) => (
              <TableRow key={user.user_id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/user/${encodeURIComponent(user.user_id)}`}>
                    {user.name}
                  </Link>
                </TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{ROLE_LABELS[user.role]}</TableCell>
                <TableCell>
                  <UserStatusChip active={user.active} />
                </TableCell>
              </TableRow>
            ))}
            {list && list.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>No users.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list?.total ?? 0}
        page={list && query.page * query.rowsPerPage >= list.total && list.total > 0 ? 0 : query.page}
        rowsPerPage={query.rowsPerPage}
        rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
        onPageChange={(_event, page) => onChange({ page })}
        onRowsPerPageChange={(event) =>
          onChange({ rowsPerPage: Number(event.target.value) as UsersQuery['rowsPerPage'], page: 0 })
        }
      />
    </Paper>
  );
}
