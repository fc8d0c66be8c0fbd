import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import type { TBacktestResult } from '@qi/domain/signal-rules';
import { backtestSummary, observedText } from '../lib/signal-text';

/** How often the rule would have fired over the last 12 months, and when, newest first. */
export function BacktestResult({ result }: { result: TBacktestResult }) {
  const signals = [...result.signals].sort((a, b) => b.windowTo.localeCompare(a.windowTo));
  return (
    <Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {backtestSummary(result)}
      </Typography>
      {signals.length > 0 && (
        <TableContainer sx={{ maxHeight: 240 }}>
          <Table size="small" stickyHeader aria-label="Back-test signals">
            <TableHead>
              <TableRow>
                <TableCell>Week ending</TableCell>
                <TableCell>Group</TableCell>
                <TableCell>Observed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {signals.map((signal) => (
                <TableRow key={`${signal.groupKey} ${signal.windowTo}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(signal.windowTo)}</TableCell>
                  <TableCell>{signal.groupLabel}</TableCell>
                  <TableCell>{observedText(signal)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
