import type { TSupplier } from '@qi/domain/supplier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/suppliers`: every supplier, active first, then by name (bounded; paged in the browser). */
export function getSuppliers(signal?: AbortSignal): Promise<TSupplier[]> {
  return apiRequest<TSupplier[]>('/v1/suppliers', signal ? { signal } : {});
}

export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'suppliers'], queryFn: ({ signal }) => getSuppliers(signal) });

export function useSuppliers() {
  return useQuery(suppliersQueryOptions());
}
