import type { TImportDryRun, TImportPlanRequest } from '@qi/domain/incident-import-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IMPORTS_KEY } from './get-imports';

/** `POST /v1/imports/{id}/dry-run` (admin): what the import would do with this plan, changing nothing. */
export function dryRunImport({ id, plan }: { id: string; plan: TImportPlanRequest }): Promise<TImportDryRun> {
  return apiRequest<TImportDryRun>(`/v1/imports/${encodeURIComponent(id)}/dry-run`, {
    method: 'POST',
    body: plan,
  });
}

export function useDryRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dryRunImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}
