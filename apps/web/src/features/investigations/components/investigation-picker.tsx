import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  INVESTIGATION_PAGE_SIZES,
  type InvestigationListItem,
  useInvestigations,
} from '../api/get-investigations';
import { InvestigationStatusChip } from './investigation-status-chip';

const SEARCH_DELAY_MS = 300;
const EXCERPT_LENGTH = 120;

export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

export function incidentNumbersText(numbers: (number | null)[]): string {
  const shown = numbers.filter((n): n is number => n !== null);
  return shown.length > 0 ? shown.join(', ') : '-';
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function ItemLabel({ item }: { item: InvestigationListItem }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          Incidents: {incidentNumbersText(item.incidentNumbers)}
        </Typography>
        <InvestigationStatusChip status={item.status} size="small" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {excerpt(item.incidentDescription) || 'No description.'}
      </Typography>
    </Box>
  );
}

/**
 * Radio options for one server page of investigations (`GET /v1/investigations`), with a search box and paging:
 * the list is never loaded whole. `value` is the chosen investigation id; `excludeId`, and any item `selectable`
 * refuses, is shown but cannot be chosen.
 */
export function InvestigationPicker({
  value,
  onChange,
  excludeId,
  selectable,
  disabled = false,
}: {
  value: string | null;
  onChange: (id: string) => void;
  excludeId?: string | null;
  selectable?: (item: InvestigationListItem) => boolean;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(INVESTIGATION_PAGE_SIZES[0]);
  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const list = useInvestigations({ page, rowsPerPage, search: debouncedSearch });

  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        margin="dense"
        type="search"
        label="Search investigations"
        value={search}
        disabled={disabled}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />
      {list.isError && <Alert severity="error">The investigations could not be loaded.</Alert>}
      {list.isPending && <Typography color="text.secondary">Loading the investigations…</Typography>}
      {list.data && list.data.items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No investigations found.
        </Typography>
      )}
      {list.data && list.data.items.length > 0 && (
        <RadioGroup
          aria-label="Investigations"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {list.data.items.map((item) => (
            <FormControlLabel
              key={item.id}
              value={item.id}
              sx={{ display: 'flex', alignItems: 'flex-start', m: 0 }}
              disabled={disabled || item.id === excludeId || selectable?.(item) === false}
              control={<Radio />}
              label={<ItemLabel item={item} />}
            />
          ))}
        </RadioGroup>
      )}
      {list.data && list.data.total > 0 && (
        <TablePagination
          component="div"
          count={list.data.total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[...INVESTIGATION_PAGE_SIZES]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </Box>
  );
}
