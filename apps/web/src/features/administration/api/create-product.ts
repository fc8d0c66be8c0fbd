import type { TProduct } from '@qi/domain/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/products` (admin). */
export function createProduct(body: TProduct): Promise<TProduct> {
  return apiRequest<TProduct>('/v1/products', { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reference', 'products'] }),
        queryClient.invalidateQueries({ queryKey: ['data'] }),
      ]),
  });
}
