import type { TIncidentLink, TIncidentLinkRequest, TIncidentLinks } from '@qi/domain/incident-links';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/incidents/{id}/links`: the incident's links either way. */
export function getIncidentLinks(id: string, signal?: AbortSignal): Promise<TIncidentLinks> {
  return apiRequest<TIncidentLinks>(`/v1/incidents/${encodeURIComponent(id)}/links`, { signal });
}

export const incidentLinksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['incidents', 'links', id],
    queryFn: ({ signal }) => getIncidentLinks(id, signal),
  });

export function useIncidentLinks(id: string) {
  return useQuery(incidentLinksQueryOptions(id));
}

/** `POST /v1/incidents/{id}/links`: "same problem as" (the reporter) or a verdict (quality). */
export function createIncidentLink(id: string, body: TIncidentLinkRequest): Promise<TIncidentLink> {
  return apiRequest<TIncidentLink>(`/v1/incidents/${encodeURIComponent(id)}/links`, { method: 'POST', body });
}

export function useCreateIncidentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TIncidentLinkRequest }) => createIncidentLink(id, body),
    onSuccess: (_link, { id, body }) =>
      Promise.all(
        [id, body.linkedIncidentId].flatMap((incidentId) => [
          queryClient.invalidateQueries({ queryKey: ['incidents', 'links', incidentId] }),
          queryClient.invalidateQueries({ queryKey: ['incidents', 'history', incidentId] }),
        ]),
      ),
  });
}
