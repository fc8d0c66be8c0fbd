import RestartAlt from '@mui/icons-material/RestartAlt';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { TColumnFilter } from '@qi/domain/column-filter';
import { INCIDENT_PAGE_SIZES, TABLE_MAX_HEIGHT } from '@qi/domain/constants';
import type { IncidentListView } from '@qi/domain/incident-list-query';
import { formatListTotal } from '@qi/domain/list-total';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useData } from '../../data/api/get-data';
import { useIncidents } from '../api/get-incidents';
import type { ColumnProfileKey } from '../api/update-column-choices';
import { type IncidentColumn, useColumnChoices } from '../hooks/use-column-choices';
import { type Paging, useIncidentTableQuery } from '../hooks/use-incident-table-query';
import { filterFor, isFilterActive, withFilter } from '../lib/column-filters';
import { ColumnChooserDialog } from './column-chooser-dialog';
import { ExportMenu } from './export-menu';
import { FilterValuesDialog } from './filter-values-dialog';
import { INCIDENT_ROW_STYLES, IncidentTableBody } from './incident-table-body';
import { IncidentTableHead } from './incident-table-head';
import { OverdueOnlySwitch } from './overdue-only-switch';
import { SearchField } from './search-field';

/** The height (px) above and below the rows on /incidents: app bar, page header, toolbar and paging. */
const VIEWPORT_RESERVE = 340;

/**
 * The rows scroll inside a box no taller than the window less the toolbar and paging around it, so that
 * the table's horizontal scrollbar and its paging show on screen together with the rows.
 */
const TABLE_CONTAINER_SX = {
  maxHeight: `min(${TABLE_MAX_HEIGHT}px, max(320px, calc(100dvh - ${VIEWPORT_RESERVE}px)))`,
} as const;

export interface IncidentTableProps {
  view: IncidentListView;
  /** sessionStorage key (under the app's prefix) for search, sort and filters. */
  storageKey: string;
  /** Profile field holding the column choices. */
  profileKey: ColumnProfileKey;
  /** Accessible name of the table. */
  label: string;
}

/**
 * The incident table of /incidents and of the home 'My Draft Incidents' section (docs/product.md §2): paging, sorting,
 * search and filters all run on the server.
 */
export function IncidentTable({ view, storageKey, profileKey, label }: IncidentTableProps) {
  const { query, state, setPaging, updateState, reset } = useIncidentTableQuery(view, storageKey);
  const incidents = useIncidents(query);
  const { choices, visible, save } = useColumnChoices(profileKey);
  const data = useData();
  const [choosing, setChoosing] = useState(false);
  const [filtering, setFiltering] = useState<IncidentColumn | null>(null);

  const names = useMemo(() => new Map((data.data?.users ?? []).map((u) => [u.user_id, u.name])), [data.data]);
  const userName = useCallback((id: string) => names.get(id) ?? id, [names]);

  const applyFilter = (filter: TColumnFilter) => updateState({ filters: withFilter(state.filters, filter) });
  const onSearch = useCallback((search: string) => updateState({ search }), [updateState]);
  const { page: _page, rowsPerPage: _rows, ...exportQuery } = query;
  const list = incidents.data;
  // A page of up to 100 rows takes long to render: React renders it in the background, in slices,
  // so the page keeps answering input meanwhile (the previous rows stay until then).
  const rows = useDeferredValue(list?.items);
  const total = list?.total ?? 0;
  const capped = list?.totalCapped ?? false;
  const counted = list ? formatListTotal(list) : '';
  const filtered = state.search !== '' || state.filters.some(isFilterActive);

  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2 }}>
        <SearchField value={state.search} onSearch={onSearch} />
        {view === 'list' && (
          <OverdueOnlySwitch filters={state.filters} onChange={(filters) => updateState({ filters })} />
        )}
        <Button startIcon={<RestartAlt />} onClick={reset} disabled={!filtered}>
          Reset filters
        </Button>
        <Button startIcon={<ViewColumn />} onClick={() => setChoosing(true)}>
          Columns
        </Button>
        <ExportMenu query={exportQuery} />
        <Typography sx={{ ml: 'auto' }} color="text.secondary" aria-live="polite">
          {list ? `${counted} ${total === 1 && !capped ? 'incident' : 'incidents'}` : ''}
        </Typography>
      </Box>
      {incidents.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          The incidents could not be loaded.
        </Alert>
      )}
      <TableContainer sx={TABLE_CONTAINER_SX}>
        <Table stickyHeader size="small" aria-label={label} sx={INCIDENT_ROW_STYLES}>
          <IncidentTableHead
            columns={visible}
            sort={{ sortBy: state.sortBy, sortDir: state.sortDir }}
            filters={state.filters}
            onSort={updateState}
            onFilter={setFiltering}
          />
          <IncidentTableBody
            columns={visible}
            items={rows}
            loading={incidents.isPending || rows !== list?.items}
            userName={userName}
          />
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        // A capped total (there are more): MUI's "unknown count" keeps Next enabled; the server counted one
        // page further than this one, so a capped total means the next page has rows.
        count={capped ? -1 : total}
        page={list && !capped && query.page * query.rowsPerPage >= total && total > 0 ? 0 : query.page}
        rowsPerPage={query.rowsPerPage}
        rowsPerPageOptions={[...INCIDENT_PAGE_SIZES]}
        // Until the first page comes there is no count to show ('0–0 of 0' would say the list is empty).
        labelDisplayedRows={
          list
            ? ({ from, to }) => `${from}–${to} of ${capped ? counted : total}`
            : () => (incidents.isError ? '' : 'Loading…')
        }
        onPageChange={(_event, page) => setPaging({ page })}
        onRowsPerPageChange={(event) =>
          setPaging({ rowsPerPage: Number(event.target.value) as Paging['rowsPerPage'], page: 0 })
        }
      />
      <ColumnChooserDialog
        open={choosing}
        choices={choices}
        onClose={() => setChoosing(false)}
        onSave={save}
      />
      <FilterValuesDialog
        column={filtering}
        view={view}
        search={state.search}
        filter={filtering ? filterFor(state.filters, filtering.id, filtering.filterType) : null}
        onClose={() => setFiltering(null)}
        onApply={applyFilter}
      />
    </Paper>
  );
}
