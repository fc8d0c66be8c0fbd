import { apiFetch } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/save-blob';

/** `GET /v1/imports/{id}/report.csv` with the session, saved under the server's file name. */
export async function downloadImportReport(id: string): Promise<string> {
  const response = await apiFetch(`/v1/imports/${encodeURIComponent(id)}/report.csv`, {
    headers: { Accept: 'text/csv' },
  });
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? 'import-report.csv';
  saveBlob(await response.blob(), fileName);
  return fileName;
}
