import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@qi/domain/dates';
import { DISPOSITION_DECISION_LABELS, type TDispositionLine } from '@qi/domain/disposition';
import { formatPounds } from '@qi/domain/money';
import type { ReactNode } from 'react';

/**
 * The disposition's lines (costs in £ with two decimals, due dates DD-MM-YYYY); the 'Done' column says who
 * did each line's work, or holds the caller's 'Mark done' control.
 */
export function DispositionLinesTable({
  lines,
  userName,
  done,
}: {
  lines: readonly TDispositionLine[];
  userName: (userId: string) => string;
  done?: (line: TDispositionLine) => ReactNode;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Disposition lines">
        <TableHead>
          <TableRow>
            <TableCell>Decision</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Cost</TableCell>
            <TableCell>Responsible</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell>Note</TableCell>
            {done && <TableCell>Done</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{DISPOSITION_DECISION_LABELS[line.decision]}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.cost === null ? '—' : formatPounds(line.cost)}</TableCell>
              <TableCell>{userName(line.responsible)}</TableCell>
              <TableCell>{line.dueDate ? formatDate(line.dueDate) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {line.note || '—'}
              </TableCell>
              {done && <TableCell>{done(line)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
