import type {
  TPartNumberItem,
  TProductItem,
  TUpdatePartNumberRequest,
  TUpdateProductRequest,
} from '@qi/domain/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /v1/products/{id}` (admin): rename (the incidents naming it follow) or retire / bring back. */
export function updateProduct({
  id,
  ...body
}: TUpdateProductRequest & { id: string }): Promise<TProductItem> {
  return apiRequest<TProductItem>(`/v1/products/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** `PUT /v1/partNumbers/{id}` (admin): a new description or product (null clears it), or retire / bring back. */
export function updatePartNumber({
  id,
  ...body
}: TUpdatePartNumberRequest & { id: string }): Promise<TPartNumberItem> {
  return apiRequest<TPartNumberItem>(`/v1/partNumbers/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // A rename also renames the product on incidents and part numbers: their lists and pages read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reference', 'products'] }),
        queryClient.invalidateQueries({ queryKey: ['reference', 'partNumbers'] }),
        queryClient.invalidateQueries({ queryKey: ['data'] }),
        queryClient.invalidateQueries({ queryKey: ['incidents'] }),
      ]),
  });
}

export function useUpdatePartNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartNumber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reference', 'partNumbers'] }),
        queryClient.invalidateQueries({ queryKey: ['data'] }),
      ]),
  });
}
