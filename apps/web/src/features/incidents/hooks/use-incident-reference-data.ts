import { offeredLocations } from '@qi/domain/location-retire';
import { offeredReference, type TLocation } from '@qi/domain/reference-data';
import type { TSupplier } from '@qi/domain/supplier';
import type { TUserName } from '@qi/domain/user';
import { useMemo } from 'react';
import { useData } from '../../data/api/get-data';

export interface IncidentReferenceData {
  /** Product names offered, as the bulk load sorts them: active ones, and the incident's own if retired. */
  products: string[];
  /** Part numbers (ids) offered: active ones, and the incident's own if retired. */
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

/**
 * The reference data the incident form and views need, from the bulk load (docs/product.md §4 Session). Retired
 * products, part numbers and location nodes are offered only to the incident that already names them (`current`).
 */
export function useIncidentReferenceData(
  current?: {
    product: string;
    partNumber: string;
    incidentLocation?: { id: string } | null;
    category?: { id: string } | null;
    subcategory?: { id: string } | null;
    furtherSubcategory?: { id: string } | null;
  } | null,
): IncidentReferenceData {
  const data = useData();
  const bulk = data.data;
  const product = current?.product;
  const partNumber = current?.partNumber;
  const location = current?.incidentLocation?.id;
  const category = current?.category?.id;
  const subcategory = current?.subcategory?.id;
  const further = current?.furtherSubcategory?.id;
  return useMemo(
    () => ({
      products: offeredReference(bulk?.products ?? [], (p) => p.name, product),
      partNumbers: offeredReference(bulk?.partNumbers ?? [], (p) => p.id, partNumber),
      partNumberMap: bulk?.partNumberMap ?? {},
      locations: offeredLocations(bulk?.locations ?? [], {
        incidentLocation: location,
        category,
        subcategory,
        furtherSubcategory: further,
      }),
      suppliers: Array.isArray(bulk?.suppliers) ? bulk.suppliers : [],
      users: bulk?.users ?? [],
      userNames: new Map((bulk?.users ?? []).map((u) => [u.user_id, u.name])),
      isPending: data.isPending,
    }),
    [bulk, data.isPending, product, partNumber, location, category, subcategory, further],
  );
}
