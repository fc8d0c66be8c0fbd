import type { TImport } from '@qi/domain/incident-import-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/imports` (admin): the latest imports, newest first. */
export function getImports(signal?: AbortSignal): Promise<TImport[]> {
  return apiRequest<TImport[]>('/v1/imports', signal ? { signal } : {});
}

export const IMPORTS_KEY = ['imports'] as const;

export const importsQueryOptions = () =>
  queryOptions({ queryKey: IMPORTS_KEY, queryFn: ({ signal }) => getImports(signal) });

export function useImports() {
  return useQuery(importsQueryOptions());
}
