import type { TSupplierScar } from '@qi/domain/scar-views';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, supplierApi } from '../lib/supplier-fetch';

/** `GET /v1/supplier/scar` (the supplier's session): the one request the session was started for. */
export function getSupplierScar(signal?: AbortSignal): Promise<TSupplierScar> {
  return dataOf(supplierApi.GET('/v1/supplier/scar', signal ? { signal } : {}));
}

/** Keyed by the session: another session (another link) never reads this one's request from the cache. */
export const supplierScarKey = (session: string) => ['supplier-scar', session] as const;

export const supplierScarQueryOptions = (session: string) =>
  queryOptions({
    queryKey: supplierScarKey(session),
    queryFn: ({ signal }) => getSupplierScar(signal),
    // Each change answers the whole request; a refetch is only for a page left open.
    staleTime: 60_000,
  });

export function useSupplierScar(session: string) {
  return useQuery(supplierScarQueryOptions(session));
}

/** A change answered the request as it is now: show it. */
export function keepSupplierScar(queryClient: QueryClient, session: string, scar: TSupplierScar): void {
  queryClient.setQueryData(supplierScarKey(session), scar);
}
