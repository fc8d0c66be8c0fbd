import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SUPPLIER_PERFORMANCE_HEADINGS as HEADINGS } from '@qi/domain/supplier-performance';
import type { TSupplierPerformanceRow } from '../api/get-chart-series';

const NONE = '–';
const percent = (value: number | null) => (value === null ? NONE : `${value.toFixed(1)}%`);
const days = (value: number | null) => (value === null ? NONE : value.toFixed(1));

/**
 * A Supplier performance chart (domain supplier-performance.ts): four figures per supplier read best side by
 * side, so it is a table, the suppliers with the most requests first. A dash: nothing to measure yet.
 */
export function SupplierPerformanceTable({
  rows,
  label,
}: {
  rows: readonly TSupplierPerformanceRow[];
  label: string;
}) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No supplier corrective action requests in this period.
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{HEADINGS.supplier}</TableCell>
            <TableCell align="right">{HEADINGS.requests}</TableCell>
            <TableCell align="right">{HEADINGS.onTimePercent}</TableCell>
            <TableCell align="right">{HEADINGS.meanDaysToClose}</TableCell>
            <TableCell align="right">{HEADINGS.repeatIncidents}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.supplier}>
              <TableCell component="th" scope="row">
                {row.supplier}
              </TableCell>
              <TableCell align="right">{row.requests}</TableCell>
              <TableCell align="right">{percent(row.onTimePercent)}</TableCell>
              <TableCell align="right">{days(row.meanDaysToClose)}</TableCell>
              <TableCell align="right">{row.repeatIncidents}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
