import { emptyColumnFilter } from '@qi/domain/column-filter';
import { incidentListSearchParams } from '@qi/domain/incident-list-query';
import { apiRequest } from '../../../lib/api-client';

interface IncidentPage {
  items: { product: string }[];
}

/**
 * The product a part number goes with. Part numbers are not tied to products in the reference data, so the
 * latest incidents naming this part number tell it: the most recent one whose product is still offered.
 * Null when there is none, or the list cannot be reached (the report form then asks for the product).
 */
export async function getPartProduct(
  partNumber: string,
  offeredProducts: readonly string[],
  signal?: AbortSignal,
): Promise<string | null> {
  const query = incidentListSearchParams({
    page: 0,
    rowsPerPage: 50,
    sortBy: 'incidentDate',
    sortDir: 'desc',
    filters: [
      { ...emptyColumnFilter('partNumber'), allowEmpty: false, allowAll: false, filter: [partNumber] },
    ],
  });
  try {
    const answer = await apiRequest<IncidentPage>(
      `/v1/incidents?${query.toString()}`,
      signal ? { signal } : {},
    );
    return answer.items.find((item) => offeredProducts.includes(item.product))?.product ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
