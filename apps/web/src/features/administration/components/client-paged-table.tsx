import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, TABLE_MAX_HEIGHT } from '@qi/domain/constants';
import { type ReactNode, useState } from 'react';

export interface Column<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
}

/** A bounded list paged in the browser: 25, 50 or 100 rows a page (25 first). */
export function ClientPagedTable<T>({
  rows,
  columns,
  rowKey,
  label,
  emptyText,
}: {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  label: string;
  emptyText: string;
}) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(ADMIN_DEFAULT_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  const current = Math.min(page, lastPage);
  const visible = rows.slice(current * rowsPerPage, (current + 1) * rowsPerPage);

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
        <Table stickyHeader size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id}>{column.render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{emptyText}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={current}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
