import type { TImport, TImportPlanRequest } from '@qi/domain/incident-import-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IMPORTS_KEY } from './get-imports';

/** `POST /v1/imports/{id}/run` (admin): incidents are queued for the job; reference data is applied at once. */
export function runImport({ id, plan }: { id: string; plan: TImportPlanRequest }): Promise<TImport> {
  return apiRequest<TImport>(`/v1/imports/${encodeURIComponent(id)}/run`, { method: 'POST', body: plan });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}
