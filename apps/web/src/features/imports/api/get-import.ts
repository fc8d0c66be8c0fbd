import type { TImportUpload } from '@qi/domain/incident-import-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IMPORTS_KEY } from './get-imports';

/** `GET /v1/imports/{id}` (admin): one import, its progress while the job runs it. */
export function getImport(id: string, signal?: AbortSignal): Promise<TImportUpload> {
  return apiRequest<TImportUpload>(`/v1/imports/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** How often a running import's progress is read again. */
export const PROGRESS_POLL_MS = 1000;

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...IMPORTS_KEY, id],
    queryFn: ({ signal }) => getImport(id, signal),
    // Read again while the job has it; a finished import does not change.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? PROGRESS_POLL_MS : false;
    },
  });

export function useImport(id: string | null) {
  return useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== null });
}
