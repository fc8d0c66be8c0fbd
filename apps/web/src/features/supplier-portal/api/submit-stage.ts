import type { operations } from '@qi/api-client/schema';
import type { TSupplierScar } from '@qi/domain/scar-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, supplierApi } from '../lib/supplier-fetch';
import { keepSupplierScar } from './get-supplier-scar';

/** The body the route takes, as the OpenAPI document declares it (a whole answer of one stage). */
export type SubmitStageBody = NonNullable<
  operations['postSupplierScarAnswerSubmit']['requestBody']
>['content']['application/json'];

/** `POST /v1/supplier/scar/answer/submit`: one stage's whole answer, for the buyer's review. */
export function submitStage(body: SubmitStageBody): Promise<TSupplierScar> {
  return dataOf(supplierApi.POST('/v1/supplier/scar/answer/submit', { body }));
}

export function useSubmitStage(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitStage,
    onSuccess: (scar) => keepSupplierScar(queryClient, session, scar),
  });
}
