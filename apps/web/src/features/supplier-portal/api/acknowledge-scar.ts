import type { TSupplierScar } from '@qi/domain/scar-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, supplierApi } from '../lib/supplier-fetch';
import { keepSupplierScar } from './get-supplier-scar';

/** `POST /v1/supplier/scar/acknowledge`: the supplier has the request in hand (its first milestone). */
export function acknowledgeScar(): Promise<TSupplierScar> {
  return dataOf(supplierApi.POST('/v1/supplier/scar/acknowledge', {}));
}

export function useAcknowledgeScar(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeScar,
    onSuccess: (scar) => keepSupplierScar(queryClient, session, scar),
  });
}
