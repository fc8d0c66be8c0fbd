import Launch from '@mui/icons-material/Launch';
import ManageSearch from '@mui/icons-material/ManageSearch';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { type MouseEvent, memo } from 'react';
import { Link, type NavigateFunction, useNavigate } from 'react-router';
import type { TIncidentListItem } from '../api/get-incidents';
import type { IncidentColumn } from '../hooks/use-column-choices';
import { incidentCell } from './incident-cell';

/** The widest a body cell grows, in px. */
const CELL_MAX_WIDTH = 220;

/**
 * The look of MUI's small body cells and hovered rows, given once to the table (`sx`) for the plain `<tr>`
 * and `<td>` of the incident rows. A page of 100 rows and ten columns is a thousand cells: as MUI
 * TableCells each one computed its classes and styles while rendering, the largest part of the page's
 * main-thread work.
 */
export const INCIDENT_ROW_STYLES: SxProps<Theme> = {
  '& tr.incident-row': { cursor: 'pointer' },
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
    // Long values are cut with an ellipsis (the cell's title gives them whole), so that one long product
    // name does not push the other columns off a laptop screen.
    maxWidth: CELL_MAX_WIDTH,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& td.incident-actions': { maxWidth: 'none', padding: '2px 8px' },
  '& a.incident-link': { color: 'primary.main', fontWeight: 500 },
  // Inside the cell's box: the cell clips what overflows it.
  '& a.incident-link:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
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

const incidentPath = (id: string) => `/incident/${encodeURIComponent(id)}`;

/**
 * A click on the row opens the incident, as a click on its number does; clicks on the row's links and
 * buttons, and clicks that end a text selection, are left alone. Ctrl/Cmd-click opens a new tab, as on a link.
 */
function openFromRow(event: MouseEvent<HTMLTableRowElement>, path: string, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.target instanceof Element && event.target.closest('a, button, input, label')) return;
  if ((window.getSelection()?.toString() ?? '') !== '') return;
  if (event.ctrlKey || event.metaKey) window.open(path, '_blank', 'noopener');
  else void navigate(path);
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
  const path = incidentPath(item.id);
  return (
    <tr className="incident-row" onClick={(event) => openFromRow(event, path, navigate)}>
      <td className="incident-cell incident-actions">
        <IconButton size="small" aria-label="Open incident" component={Link} to={path}>
          <Launch fontSize="small" />
        </IconButton>
        {item.investigationId ? (
          <IconButton
            size="small"
            aria-label="Open investigation"
            component={Link}
            to={`/investigation/${encodeURIComponent(item.investigationId)}`}
          >
            <ManageSearch fontSize="small" />
          </IconButton>
        ) : (
          <IconButton size="small" aria-label="Open investigation" disabled>
            <ManageSearch fontSize="small" />
          </IconButton>
        )}
      </td>
      {columns.map((column) => {
        const content = incidentCell(column.id, item, userName);
        return (
          <td
            key={column.id}
            className="incident-cell"
            title={typeof content === 'string' && content !== '' ? content : undefined}
          >
            {column.id === 'incidentNumber' && item.incidentNumber !== null ? (
              <Link className="incident-link" to={path}>
                {content}
              </Link>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
});
