import type {
  TCreateContactRequest,
  TSupplierContact,
  TUpdateContactRequest,
} from '@qi/domain/scar-supplier';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const key = (supplierId: string) => ['supplier-contacts', supplierId] as const;
const path = (supplierId: string) => `/v1/suppliers/${encodeURIComponent(supplierId)}/contacts`;

/** `GET /v1/suppliers/{id}/contacts` (quality team): every contact of the supplier, retired ones too. */
export function useSupplierContacts(supplierId: string | null) {
  return useQuery({
    queryKey: key(supplierId ?? ''),
    queryFn: ({ signal }) => apiRequest<TSupplierContact[]>(path(supplierId ?? ''), { signal }),
    enabled: supplierId !== null,
  });
}

/** `POST /v1/suppliers/{id}/contacts` (admins). */
export function useAddSupplierContact(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateContactRequest) =>
      apiRequest<TSupplierContact>(path(supplierId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(supplierId) }),
  });
}

/** `PUT /v1/suppliers/{id}/contacts/{contactId}` (admins): rename, change the email, retire or bring back. */
export function useUpdateSupplierContact(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, ...body }: TUpdateContactRequest & { contactId: string }) =>
      apiRequest<TSupplierContact>(`${path(supplierId)}/${encodeURIComponent(contactId)}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(supplierId) }),
  });
}
