import FilterAlt from '@mui/icons-material/FilterAlt';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TColumnFilter } from '@qi/domain/column-filter';
import type { IncidentColumnId } from '@qi/domain/incident-columns';
import type { IncidentColumn } from '../hooks/use-column-choices';
import { isFilterActive } from '../lib/column-filters';

export interface SortState {
  sortBy: IncidentColumnId;
  sortDir: 'asc' | 'desc';
}

/**
 * MUI's sort label only darkens its text on keyboard focus; an outline makes the focused header plain to see
 * (the ripple-less label has no other focus sign).
 */
const SORT_LABEL_FOCUS = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
    borderRadius: 0.5,
  },
} as const;

/** Header row: row actions, then each visible column with its sort label and its 'Filter Values' button. */
export function IncidentTableHead({
  columns,
  sort,
  filters,
  onSort,
  onFilter,
}: {
  columns: readonly IncidentColumn[];
  sort: SortState;
  filters: readonly TColumnFilter[];
  onSort: (sort: SortState) => void;
  onFilter: (column: IncidentColumn) => void;
}) {
  const toggle = (id: IncidentColumnId) => {
    const sortDir = sort.sortBy === id && sort.sortDir === 'asc' ? 'desc' : 'asc';
    onSort({ sortBy: id, sortDir });
  };

  return (
    <TableHead>
      <TableRow>
        <TableCell sx={{ verticalAlign: 'bottom', px: 1 }}>Actions</TableCell>
        {columns.map((column) => {
          const active = isFilterActive(filters.find((f) => f.key === column.id));
          return (
            <TableCell
              key={column.id}
              sortDirection={sort.sortBy === column.id ? sort.sortDir : false}
              // Labels may wrap (at the space of 'Defective Quantity') so that columns stay as narrow as their values.
              sx={{ verticalAlign: 'bottom', minWidth: 96 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <TableSortLabel
                  active={sort.sortBy === column.id}
                  direction={sort.sortBy === column.id ? sort.sortDir : 'asc'}
                  onClick={() => toggle(column.id)}
                  sx={SORT_LABEL_FOCUS}
                >
                  {column.label}
                </TableSortLabel>
                <IconButton
                  size="small"
                  aria-label={active ? `Filter ${column.label} (active)` : `Filter ${column.label}`}
                  color={active ? 'primary' : 'default'}
                  onClick={() => onFilter(column)}
                >
                  {active ? <FilterAlt fontSize="small" /> : <FilterAltOutlined fontSize="small" />}
                </IconButton>
              </Box>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
