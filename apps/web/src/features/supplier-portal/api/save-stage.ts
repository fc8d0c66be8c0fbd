import type { TSaveStageRequest } from '@qi/domain/scar-supplier';
import type { TSupplierScar } from '@qi/domain/scar-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, supplierApi } from '../lib/supplier-fetch';
import { keepSupplierScar } from './get-supplier-scar';

/** `PUT /v1/supplier/scar/answer`: a draft of one stage, from the stage version read. */
export function saveStage(body: TSaveStageRequest): Promise<TSupplierScar> {
  return dataOf(supplierApi.PUT('/v1/supplier/scar/answer', { body }));
}

export function useSaveStage(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStage,
    onSuccess: (scar) => keepSupplierScar(queryClient, session, scar),
  });
}
