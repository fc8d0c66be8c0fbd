import type { TCreateSavedMappingRequest, TSavedMapping } from '@qi/domain/incident-import-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/import-mappings` (admin): the named mappings, by name. */
export function getSavedMappings(signal?: AbortSignal): Promise<TSavedMapping[]> {
  return apiRequest<TSavedMapping[]>('/v1/import-mappings', signal ? { signal } : {});
}

export const SAVED_MAPPINGS_KEY = ['import-mappings'] as const;

export const savedMappingsQueryOptions = () =>
  queryOptions({ queryKey: SAVED_MAPPINGS_KEY, queryFn: ({ signal }) => getSavedMappings(signal) });

export function useSavedMappings() {
  return useQuery(savedMappingsQueryOptions());
}

/** `POST /v1/import-mappings` (admin): keeps a mapping under a name (409 when the name is taken). */
export function saveMapping(body: TCreateSavedMappingRequest): Promise<TSavedMapping> {
  return apiRequest<TSavedMapping>('/v1/import-mappings', { method: 'POST', body });
}

export function useSaveMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMapping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_MAPPINGS_KEY }),
  });
}
