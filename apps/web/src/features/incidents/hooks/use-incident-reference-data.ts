import type { TLocation } from '@qi/domain/reference-data';
import type { TSupplier } from '@qi/domain/supplier';
import type { TUserName } from '@qi/domain/user';
import { useMemo } from 'react';
import { useData } from '../../data/api/get-data';

export interface IncidentReferenceData {
  /** Product names, as the bulk load sorts them. */
  products: string[];
  /** Known part numbers (ids). */
  partNumbers: string[];
  partNumberMap: Record<string, string>;
  locations: TLocation[];
  /** Every supplier, retired ones too (the form offers the active ones and the incident's own). */
  suppliers: TSupplier[];
  /** Every user's id and name: the disposition's responsible people. */
  users: TUserName[];
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
      suppliers: Array.isArray(bulk?.suppliers) ? bulk.suppliers : [],
      users: bulk?.users ?? [],
      userNames: new Map((bulk?.users ?? []).map((u) => [u.user_id, u.name])),
      isPending: data.isPending,
    }),
    [bulk, data.isPending],
  );
}
