import { useMutation } from '@tanstack/react-query';
import { dataOf, publicSupplierApi } from '../lib/supplier-fetch';
import { type CodeSent, supplierSession } from '../lib/supplier-session';

/** `POST /v1/supplier/link` (public): the link's token; the server emails the contact a one-time code. */
export function openLink(token: string): Promise<CodeSent> {
  return dataOf(publicSupplierApi.POST('/v1/supplier/link', { body: { token } }));
}

export function useOpenLink() {
  return useMutation({ mutationFn: openLink, onSuccess: (sent) => supplierSession.codeSent(sent) });
}
