import { todayIso } from '@qi/domain/dates';
import { exportFileBaseName } from '@qi/domain/incident-export';
import { incidentListSearchParams, type TIncidentListQuery } from '@qi/domain/incident-list-query';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/save-blob';

export type ExportFormat = 'csv' | 'xlsx';

const ACCEPT: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type ExportQuery = Omit<TIncidentListQuery, 'page' | 'rowsPerPage'>;

/** The export URL: the list's sort, search, filters and view, without paging. */
export function exportPath(format: ExportFormat, query: ExportQuery): string {
  return `/v1/incidents/export.${format}?${incidentListSearchParams(query).toString()}`;
}

/**
 * `GET /v1/incidents/export.csv|xlsx`: the whole filtered list, saved as `IncidentLogYYYYMMDD.csv/.xlsx`
 * (the server's file name when it sends one).
 */
export async function exportIncidents(format: ExportFormat, query: ExportQuery): Promise<string> {
  const response = await apiFetch(exportPath(format, query), { headers: { Accept: ACCEPT[format] } });
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    `${exportFileBaseName(todayIso())}.${format}`;
  saveBlob(blob, fileName);
  return fileName;
}

export function useExportIncidents() {
  return useMutation({
    mutationFn: ({ format, query }: { format: ExportFormat; query: ExportQuery }) =>
      exportIncidents(format, query),
  });
}
