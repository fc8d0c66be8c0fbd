import type { TSupplierSession } from '@qi/domain/scar-supplier';
import { useMutation } from '@tanstack/react-query';
import { dataOf, publicSupplierApi } from '../lib/supplier-fetch';
import { supplierSession } from '../lib/supplier-session';

/** `POST /v1/supplier/session` (public): the link's token and the emailed code answer a `qis_` session. */
export function startSession(body: { token: string; code: string }): Promise<TSupplierSession> {
  return dataOf(publicSupplierApi.POST('/v1/supplier/session', { body }));
}

export function useStartSession() {
  return useMutation({
    mutationFn: startSession,
    onSuccess: (answer) => supplierSession.signedIn(answer.sessionToken),
  });
}
