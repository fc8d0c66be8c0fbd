import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatTimestamp } from '@qi/domain/dates';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import type { TScarPage } from '../api/get-scars';
import type { ScarsUrlQuery } from '../hooks/use-scars-url-query';
import { incidentNumbersText, nextDueText } from '../lib/scar-text';
import { ScarStatusChip } from './scar-status-chip';

const COLUMNS = ['Number', 'Supplier', 'Contact', 'Incidents', 'Status', 'Next milestone due', 'Raised'];

/** One server page of requests, each linking to its details. */
export function ScarsTable({
  list,
  query,
  onChange,
}: {
  list: TScarPage | undefined;
  query: ScarsUrlQuery;
  onChange: (change: Partial<ScarsUrlQuery>) => void;
}) {
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="Supplier requests">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list?.items.map((scar) => (
              <TableRow key={scar.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={`/scars/${encodeURIComponent(scar.id)}`}>
                    {scar.number}
                  </Link>
                </TableCell>
                <TableCell>{scar.supplier.name}</TableCell>
                <TableCell>{scar.contactName}</TableCell>
                <TableCell>{incidentNumbersText(scar.incidentNumbers)}</TableCell>
                <TableCell>
                  <ScarStatusChip status={scar.status} />
                  {scar.awaitingReview > 0 && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      sx={{ ml: 1 }}
                      label={`${scar.awaitingReview} to review`}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: scar.overdue ? 'error.main' : undefined }}>
                  {nextDueText(scar.nextDue)}
                  {scar.overdue && ' (overdue)'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(scar.createdAt)}</TableCell>
              </TableRow>
            ))}
            {list && list.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>No supplier requests.</TableCell>
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
