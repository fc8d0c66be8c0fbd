import type { TLocation } from '@qi/domain/reference-data';
import { useMemo } from 'react';
import { useData } from '../../data/api/get-data';

export interface IncidentReferenceData {
  /** Product names, as the bulk load sorts them. */
  products: string[];
  /** Known part numbers (ids). */
  partNumbers: string[];
  partNumberMap: Record<string, string>;
  locations: TLocation[];
  /** user_id → name, for history and "reported by". */
  userNames: Map<string, string>;
  isPending: boolean;
}

/** The reference data the incident form and views need, from the bulk load (docs/product.md §4 Session). */
export function useIncidentReferenceData(): IncidentReferenceData {
  const data = useData();
  const bulk = data.data;
  return useMemo(
    () => ({
      products: (bulk?.products ?? []).map((p) => p.name),
      partNumbers: (bulk?.partNumbers ?? []).map((p) => p.id),
      partNumberMap: bulk?.partNumberMap ?? {},
      locations: bulk?.locations ?? [],
      userNames: new Map((bulk?.users ?? []).map((u) => [u.user_id, u.name])),
      isPending: data.isPending,
    }),
    [bulk, data.isPending],
  );
}
