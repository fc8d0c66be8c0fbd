import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emptyColumnFilter, type TColumnFilter } from '@qi/domain/column-filter';
import type { IncidentListView } from '@qi/domain/incident-list-query';
import { type ReactNode, useState } from 'react';
import type { IncidentColumn } from '../hooks/use-column-choices';
import { RangeFilter } from './range-filter';
import { ValueListFilter } from './value-list-filter';

/** 'Filter Values' for one column: the field set follows the column's filter type (docs/product.md §9). */
export function FilterValuesDialog({
  column,
  view,
  search,
  filter,
  onClose,
  onApply,
}: {
  column: IncidentColumn | null;
  view: IncidentListView;
  /** The table's search: the listed values are those of the searched list. */
  search: string;
  filter: TColumnFilter | null;
  onClose: () => void;
  onApply: (filter: TColumnFilter) => void;
}) {
  return (
    <Dialog
      open={column !== null}
      onClose={onClose}
      aria-labelledby="filter-values-title"
      fullWidth
      maxWidth="xs"
    >
      {column && filter && (
        <FilterForm
          column={column}
          view={view}
          search={search}
          filter={filter}
          onClose={onClose}
          onApply={onApply}
        />
      )}
    </Dialog>
  );
}

function FilterForm({
  column,
  view,
  search,
  filter,
  onClose,
  onApply,
}: {
  column: IncidentColumn;
  view: IncidentListView;
  search: string;
  filter: TColumnFilter;
  onClose: () => void;
  onApply: (filter: TColumnFilter) => void;
}) {
  const [draft, setDraft] = useState(filter);
  const apply = (next: TColumnFilter) => {
    onApply(next);
    onClose();
  };

  let fields: ReactNode;
  switch (column.filterType) {
    case 'string':
      fields = (
        <TextField
          label="Contains"
          value={draft.contains}
          onChange={(event) => setDraft({ ...draft, contains: event.target.value })}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
        />
      );
      break;
    case 'numeric':
      fields = <RangeFilter kind="number" filter={draft} onChange={setDraft} />;
      break;
    case 'date':
    case 'dateTime':
      fields = <RangeFilter kind="month" filter={draft} onChange={setDraft} />;
      break;
    default:
      fields = (
        <ValueListFilter column={column} view={view} search={search} filter={draft} onChange={setDraft} />
      );
  }

  return (
    <>
      <DialogTitle id="filter-values-title">Filter Values</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2" component="p" gutterBottom>
          {column.label}
        </Typography>
        {fields}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => apply(emptyColumnFilter(column.id, column.filterType))}>Clear</Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => apply(draft)}>
          Apply
        </Button>
      </DialogActions>
    </>
  );
}
