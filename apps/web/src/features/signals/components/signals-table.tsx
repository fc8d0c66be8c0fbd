import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { SIGNAL_GROUP_LABELS } from '@qi/domain/signal-method';
import type { TSignalList } from '@qi/domain/signal-rules';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import type { SignalsUrlQuery } from '../hooks/use-signals-url-query';
import { observedText, windowText } from '../lib/signal-text';
import { SignalSparkline } from './signal-sparkline';
import { SignalStatusChip } from './signal-status-chip';

const COLUMNS = ['Group', 'Rule', 'Observed', 'Weekly incidents', 'Window', 'Raised', 'Status'];

/** One server page of signals: each links to its details. */
export function SignalsTable({
  list,
  query,
  onChange,
}: {
  list: TSignalList | undefined;
  query: SignalsUrlQuery;
  onChange: (change: Partial<SignalsUrlQuery>) => void;
}) {
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="Signals">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list?.items.map((signal) => (
              <TableRow key={signal.id} hover>
                <TableCell>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {SIGNAL_GROUP_LABELS[signal.rule.group]}
                  </Typography>
                  <Link component={RouterLink} to={`/signals/${encodeURIComponent(signal.id)}`}>
                    {signal.groupLabel}
                  </Link>
                </TableCell>
                <TableCell>{signal.rule.name}</TableCell>
                <TableCell>{observedText(signal)}</TableCell>
                <TableCell>
                  <SignalSparkline counts={signal.weeklyCounts} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {windowText(signal.windowFrom, signal.windowTo)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(signal.createdAt)}</TableCell>
                <TableCell>
                  <SignalStatusChip status={signal.status} />
                </TableCell>
              </TableRow>
            ))}
            {list && list.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>No signals.</TableCell>
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
