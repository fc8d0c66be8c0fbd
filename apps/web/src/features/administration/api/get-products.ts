import type { TProductItem } from '@qi/domain/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/products`: every product, sorted by name (bounded; paged in the browser). */
export function getProducts(signal?: AbortSignal): Promise<TProductItem[]> {
  return apiRequest<TProductItem[]>('/v1/products', signal ? { signal } : {});
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'products'], queryFn: ({ signal }) => getProducts(signal) });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
