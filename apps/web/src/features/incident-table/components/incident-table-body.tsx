import Launch from '@mui/icons-material/Launch';
import ManageSearch from '@mui/icons-material/ManageSearch';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useNavigate } from 'react-router';
import type { TIncidentListItem } from '../api/get-incidents';
import type { IncidentColumn } from '../hooks/use-column-choices';
import { incidentCell } from './incident-cell';

/** The rows (with their 'Open incident' and 'Open investigation' actions), or the loading / empty state. */
export function IncidentTableBody({
  columns,
  items,
  loading,
  userName,
}: {
  columns: readonly IncidentColumn[];
  items: TIncidentListItem[] | undefined;
  loading: boolean;
  userName: (userId: string) => string;
}) {
  const navigate = useNavigate();
  const span = columns.length + 1;

  if (!items) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={span}>
            {loading ? <CircularProgress size={24} aria-label="Loading incidents" /> : 'No incidents'}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }

  return (
    <TableBody>
      {items.length === 0 && (
        <TableRow>
          <TableCell colSpan={span}>No incidents</TableCell>
        </TableRow>
      )}
      {items.map((item) => (
        <TableRow key={item.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <IconButton
              size="small"
              aria-label="Open incident"
              onClick={() => void navigate(`/incident/${encodeURIComponent(item.id)}`)}
            >
              <Launch fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label="Open investigation"
              disabled={!item.investigationId}
              onClick={() => {
                if (item.investigationId) {
                  void navigate(`/investigation/${encodeURIComponent(item.investigationId)}`);
                }
              }}
            >
              <ManageSearch fontSize="small" />
            </IconButton>
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.id}>{incidentCell(column.id, item, userName)}</TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}
