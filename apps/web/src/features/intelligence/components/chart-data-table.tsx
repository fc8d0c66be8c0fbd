import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { TColumnFilter } from '@qi/domain/column-filter';
import { INCIDENT_DEFAULT_PAGE_SIZE, INCIDENT_PAGE_SIZES, TABLE_MAX_HEIGHT } from '@qi/domain/constants';
import { INCIDENT_COLUMNS, isIncidentColumnId } from '@qi/domain/incident-columns';
import type { TIncidentListQuery } from '@qi/domain/incident-list-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { useData } from '../../data/api/get-data';
import { useIncidents } from '../../incident-table/api/get-incidents';
import { FilterValuesDialog } from '../../incident-table/components/filter-values-dialog';
import { INCIDENT_ROW_STYLES, IncidentTableBody } from '../../incident-table/components/incident-table-body';
import { IncidentTableHead, type SortState } from '../../incident-table/components/incident-table-head';
import type { IncidentColumn } from '../../incident-table/hooks/use-column-choices';
import { filterFor, withFilter } from '../../incident-table/lib/column-filters';

/**
 * The incidents behind a chart, paged, sorted and filtered by the server with the chart's column filters.
 * Each column's 'Filter Values' dialog edits the chart's `filter`.
 */
export const ChartDataTable = memo(function ChartDataTable({
  filter,
  onFilterChange,
}: {
  filter: readonly TColumnFilter[];
  onFilterChange: (filter: TColumnFilter[]) => void;
}) {
  const [paging, setPaging] = useState<Pick<TIncidentListQuery, 'page' | 'rowsPerPage'>>({
    page: 0,
    rowsPerPage: INCIDENT_DEFAULT_PAGE_SIZE as TIncidentListQuery['rowsPerPage'],
  });
  const [sort, setSort] = useState<SortState>({ sortBy: 'incidentNumber', sortDir: 'desc' });
  const [filtering, setFiltering] = useState<IncidentColumn | null>(null);
  const incidentFilters = useMemo(() => filter.filter((f) => isIncidentColumnId(f.key)), [filter]);
  const query: TIncidentListQuery = useMemo(
    () => ({ ...paging, ...sort, search: '', filters: incidentFilters, view: 'list' }),
    [paging, sort, incidentFilters],
  );
  const incidents = useIncidents(query);
  const data = useData();
  const names = useMemo(() => new Map((data.data?.users ?? []).map((u) => [u.user_id, u.name])), [data.data]);
  const userName = useCallback((id: string) => names.get(id) ?? id, [names]);
  const list = incidents.data;
  const total = list?.total ?? 0;

  const applyFilter = (next: TColumnFilter) => {
    onFilterChange(withFilter(filter, next));
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
        <Typography variant="h6" component="h2">
          Data
        </Typography>
        <Typography sx={{ ml: 'auto' }} color="text.secondary" aria-live="polite">
          {list ? `${total} ${total === 1 ? 'incident' : 'incidents'}` : ''}
        </Typography>
      </Box>
      {incidents.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          The incidents could not be loaded.
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
        <Table stickyHeader size="small" aria-label="Chart data" sx={INCIDENT_ROW_STYLES}>
          <IncidentTableHead
            columns={INCIDENT_COLUMNS}
            sort={sort}
            filters={filter}
            onSort={(next) => {
              setSort(next);
              setPaging((p) => ({ ...p, page: 0 }));
            }}
            onFilter={setFiltering}
          />
          <IncidentTableBody
            columns={INCIDENT_COLUMNS}
            items={list?.items}
            loading={incidents.isPending}
            userName={userName}
          />
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={list && paging.page * paging.rowsPerPage >= total && total > 0 ? 0 : paging.page}
        rowsPerPage={paging.rowsPerPage}
        rowsPerPageOptions={[...INCIDENT_PAGE_SIZES]}
        onPageChange={(_event, page) => setPaging((p) => ({ ...p, page }))}
        onRowsPerPageChange={(event) =>
          setPaging({ page: 0, rowsPerPage: Number(event.target.value) as TIncidentListQuery['rowsPerPage'] })
        }
      />
      <FilterValuesDialog
        column={filtering}
        view="list"
        search=""
        filter={filtering ? filterFor(filter, filtering.id, filtering.filterType) : null}
        onClose={() => setFiltering(null)}
        onApply={applyFilter}
      />
    </Paper>
  );
});
