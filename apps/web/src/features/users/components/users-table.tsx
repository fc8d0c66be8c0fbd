import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { ROLE_LABELS } from '@qi/domain/roles';
import type { TUserList } from '@qi/domain/user';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
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
      <ListPagination
        total={list?.total}
        page={query.page}
        rowsPerPage={query.rowsPerPage}
        onChange={onChange}
      />
    </Paper>
  );
}
