import TablePagination from '@mui/material/TablePagination';
import type { AdminPageSize as PageSize } from '@qi/domain/admin-paging';
import { ADMIN_PAGE_SIZES } from '@qi/domain/constants';

/**
 * The pager under a server-paged list (users, supplier requests, signals): 25, 50 or 100 rows. A page past the
 * end (the list shrank since the address was written) shows as the first, as the server answers it.
 */
export function ListPagination({
  total,
  page,
  rowsPerPage,
  onChange,
}: {
  total: number | undefined;
  page: number;
  rowsPerPage: PageSize;
  onChange: (change: { page: number; rowsPerPage?: PageSize }) => void;
}) {
  const count = total ?? 0;
  return (
    <TablePagination
      component="div"
      count={count}
      page={total !== undefined && page * rowsPerPage >= count && count > 0 ? 0 : page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
      onPageChange={(_event, next) => onChange({ page: next })}
      onRowsPerPageChange={(event) =>
        onChange({ rowsPerPage: Number(event.target.value) as PageSize, page: 0 })
      }
    />
  );
}
