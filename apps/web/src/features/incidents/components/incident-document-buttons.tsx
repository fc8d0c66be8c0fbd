import LocalOffer from '@mui/icons-material/LocalOffer';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useToast } from '../../../components/toast-context';
import { apiFetch } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/save-blob';

type DocumentKind = 'tag' | 'print';

const DOCUMENTS: { kind: DocumentKind; label: string; icon: React.ReactNode; fallbackName: string }[] = [
  { kind: 'tag', label: 'Red Label Tag', icon: <LocalOffer />, fallbackName: 'Tag' },
  { kind: 'print', label: 'Print', icon: <Print />, fallbackName: 'Incident' },
];

/** Fetches `/v1/incidents/{id}/tag.pdf|print.pdf` and saves it under the server's file name. */
export async function downloadIncidentDocument(incidentId: string, kind: DocumentKind): Promise<string> {
  const response = await apiFetch(`/v1/incidents/${encodeURIComponent(incidentId)}/${kind}.pdf`, {
    headers: { Accept: 'application/pdf' },
  });
  const blob = await response.blob();
  const fallback = `${DOCUMENTS.find((d) => d.kind === kind)?.fallbackName ?? 'Incident'}-${incidentId}.pdf`;
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallback;
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * 'Red Label Tag' and 'Print' (docs/product.md §2): the 76 × 48 mm tag and the A4 report, built by the server as PDFs.
 * The incident is the one of the page (`/incident/{id}`) unless `incidentId` is given.
 */
export function IncidentDocumentButtons({ incidentId }: { incidentId?: string }) {
  const params = useParams();
  const id = incidentId ?? params.id ?? '';
  const toast = useToast();
  const [busy, setBusy] = useState<DocumentKind | null>(null);

  const download = async (kind: DocumentKind) => {
    setBusy(kind);
    try {
      await downloadIncidentDocument(id, kind);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {DOCUMENTS.map((document) => (
        <Button
          key={document.kind}
          variant="outlined"
          startIcon={document.icon}
          disabled={!id || busy !== null}
          aria-busy={busy === document.kind}
          onClick={() => void download(document.kind)}
        >
          {document.label}
        </Button>
      ))}
    </Stack>
  );
}
