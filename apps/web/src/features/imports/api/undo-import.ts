import type { TImport } from '@qi/domain/incident-import-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IMPORTS_KEY } from './get-imports';

/** `POST /v1/imports/{id}/undo` (admin): the whole import taken back, or 409 saying why not. */
export function undoImport(id: string): Promise<TImport> {
  return apiRequest<TImport>(`/v1/imports/${encodeURIComponent(id)}/undo`, { method: 'POST' });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}
