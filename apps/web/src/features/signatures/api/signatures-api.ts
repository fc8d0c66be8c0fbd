import type { TSignature } from '@qi/domain/signatures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/save-blob';

/** Under the incident's keys, so that every incident change (closing, approving) refreshes it too. */
export const signaturesQueryKey = (incidentId: string) => ['incidents', 'signatures', incidentId] as const;

/** `GET /v1/incidents/{id}/signatures`: the incident's, its disposition's and every investigation's records, oldest first. */
export function getIncidentSignatures(incidentId: string, signal?: AbortSignal): Promise<TSignature[]> {
  return apiRequest<TSignature[]>(
    `/v1/incidents/${encodeURIComponent(incidentId)}/signatures`,
    signal ? { signal } : {},
  );
}

export const incidentSignaturesQueryOptions = (incidentId: string) =>
  queryOptions({
    queryKey: signaturesQueryKey(incidentId),
    queryFn: ({ signal }) => getIncidentSignatures(incidentId, signal),
  });

/** The records of an incident; `incidentId` null (an investigation serving no incident) reads nothing. */
export function useIncidentSignatures(incidentId: string | null) {
  return useQuery({ ...incidentSignaturesQueryOptions(incidentId ?? ''), enabled: Boolean(incidentId) });
}

export type AuditTrailFormat = 'pdf' | 'csv';

/** Fetches `/v1/incidents/{id}/audit-trail.pdf|.csv` with the session and saves it under the server's file name. */
export async function downloadAuditTrail(incidentId: string, format: AuditTrailFormat): Promise<string> {
  const response = await apiFetch(`/v1/incidents/${encodeURIComponent(incidentId)}/audit-trail.${format}`, {
    headers: { Accept: format === 'pdf' ? 'application/pdf' : 'text/csv' },
  });
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    `AuditTrail-${incidentId}.${format}`;
  saveBlob(blob, fileName);
  return fileName;
}
