import type { TCreateSupplierRequest, TSupplier, TUpdateSupplierRequest } from '@qi/domain/supplier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/suppliers` (admin). */
export function createSupplier(body: TCreateSupplierRequest): Promise<TSupplier> {
  return apiRequest<TSupplier>('/v1/suppliers', { method: 'POST', body });
}

/** `PUT /v1/suppliers/{id}` (admin): rename, recode, retire or bring back. */
export function updateSupplier({ id, ...body }: TUpdateSupplierRequest & { id: string }): Promise<TSupplier> {
  return apiRequest<TSupplier>(`/v1/suppliers/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** The bulk data carries the suppliers too (the incident form's list): both reload after a change. */
function useReloadSuppliers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reference', 'suppliers'] }),
      queryClient.invalidateQueries({ queryKey: ['data'] }),
    ]);
}

export function useCreateSupplier() {
  const onSuccess = useReloadSuppliers();
  return useMutation({ mutationFn: createSupplier, onSuccess });
}

export function useUpdateSupplier() {
  const onSuccess = useReloadSuppliers();
  return useMutation({ mutationFn: updateSupplier, onSuccess });
}
