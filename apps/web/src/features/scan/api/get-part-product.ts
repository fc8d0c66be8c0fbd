import { apiRequest } from '../../../lib/api-client';

interface IncidentPage {
  items: { product: string }[];
}

/**
 * A guess at the product of a part number that names none of its own (scan-outcome.ts `partProductSource`):
 * the latest incidents naming this part number tell it, the most recent one whose product is still offered.
 * Null when there is none, or the list cannot be reached (the report form then asks for the product).
 */
export async function getPartProduct(
  partNumber: string,
  offeredProducts: readonly string[],
): Promise<string | null> {
  // The list query of docs/api.md, written out: the domain's helpers would tie this page to the table's code.
  const filter = {
    key: 'partNumber',
    type: 'category',
    allowEmpty: false,
    allowAll: false,
    filter: [partNumber],
  };
  const query = new URLSearchParams({
    page: '0',
    rowsPerPage: '50',
    sortBy: 'incidentDate',
    sortDir: 'desc',
    filters: JSON.stringify([filter]),
  });
  try {
    const answer = await apiRequest<IncidentPage>(`/v1/incidents?${query.toString()}`);
    return answer.items.find((item) => offeredProducts.includes(item.product))?.product ?? null;
  } catch {
    return null;
  }
}
