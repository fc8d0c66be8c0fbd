import { emptyColumnFilter } from '@qi/domain/column-filter';
import type { TIncident } from '@qi/domain/incident';
import { incidentListSearchParams } from '@qi/domain/incident-list-query';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The newest incidents a raise offers: a request takes at most SCAR_INCIDENTS_MAX, so a page of 50 is plenty. */
const PAGE = 50;

/**
 * `GET /v1/incidents` filtered by the supplier on the server (the list's supplier column filters by id), newest
 * first: the incidents of the supplier a request may include.
 */
export function useSupplierIncidents(supplierId: string) {
  return useQuery({
    queryKey: ['incidents', 'list', 'supplier', supplierId],
    queryFn: ({ signal }) => {
      const params = incidentListSearchParams({
        page: 0,
        rowsPerPage: PAGE,
        sortBy: 'incidentNumber',
        sortDir: 'desc',
        filters: [{ ...emptyColumnFilter('supplier'), allowEmpty: false, filter: [supplierId] }],
      });
      return apiRequest<{ items: TIncident[] }>(`/v1/incidents?${params.toString()}`, { signal });
    },
  });
}
