import Launch from '@mui/icons-material/Launch';
import ManageSearch from '@mui/icons-material/ManageSearch';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import type { TIncidentListItem } from '../api/get-incidents';
import type { IncidentColumn } from '../hooks/use-column-choices';
import { incidentCell } from './incident-cell';

/**
 * The look of MUI's small body cells and hovered rows, given once to the table (`sx`) for the plain `<tr>`
 * and `<td>` of the incident rows. A page of 100 rows and ten columns is a thousand cells: as MUI
 * TableCells each one computed its classes and styles while rendering, the largest part of the page's
 * main-thread work.
 */
export const INCIDENT_ROW_STYLES: SxProps<Theme> = {
  '& tr.incident-row:hover': { bgcolor: 'action.hover' },
  '& td.incident-cell': {
    typography: 'body2',
    color: 'text.primary',
    display: 'table-cell',
    verticalAlign: 'inherit',
    textAlign: 'left',
    padding: '6px 16px',
    // MUI's cell border in the light palette (the app's only one).
    borderBottom: '1px solid rgb(224, 224, 224)',
  },
};

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
        <IncidentRow key={item.id} item={item} columns={columns} userName={userName} navigate={navigate} />
      ))}
    </TableBody>
  );
}

/** One incident's row; unchanged rows are not rendered again when the page's other rows change. */
const IncidentRow = memo(function IncidentRow({
  item,
  columns,
  userName,
  navigate,
}: {
  item: TIncidentListItem;
  columns: readonly IncidentColumn[];
  userName: (userId: string) => string;
  navigate: NavigateFunction;
}) {
  return (
    <tr className="incident-row">
      <td className="incident-cell" style={{ whiteSpace: 'nowrap' }}>
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
      </td>
      {columns.map((column) => (
        <td key={column.id} className="incident-cell">
          {incidentCell(column.id, item, userName)}
        </td>
      ))}
    </tr>
  );
});
