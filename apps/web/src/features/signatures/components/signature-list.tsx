import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import type { TSignature } from '@qi/domain/signatures';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { type AuditTrailFormat, downloadAuditTrail, useIncidentSignatures } from '../api/signatures-api';

export const AUDIT_TRAIL_FAILED = 'The audit trail could not be downloaded.';
/** How much of the sha256 the list shows: enough to compare by eye with the print and the audit trail. */
const HASH_SHOWN = 12;

const FORMATS: { format: AuditTrailFormat; label: string }[] = [
  { format: 'pdf', label: 'Audit trail (PDF)' },
  { format: 'csv', label: 'Audit trail (CSV)' },
];

/**
 * The incident's signature records (its own, its disposition's and its investigation's), oldest first: who
 * signed, when (local time), what it means and what was signed, with the start of the content hash; a
 * withdrawal shows its reason. Below them the audit trail downloads.
 */
export function SignatureList({ incidentId }: { incidentId: string }) {
  const signatures = useIncidentSignatures(incidentId);
  return (
    <Box>
      <SignatureRows query={signatures} />
      <AuditTrailButtons incidentId={incidentId} />
    </Box>
  );
}

function SignatureRows({ query }: { query: ReturnType<typeof useIncidentSignatures> }) {
  if (query.isError) return <Typography color="error">The signatures could not be loaded.</Typography>;
  if (query.isPending) return <Typography color="text.secondary">Loading the signatures…</Typography>;
  if (query.data.length === 0) return <Typography color="text.secondary">No signatures.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Signatures">
        <TableHead>
          <TableRow>
            <TableCell>Signed by</TableCell>
            <TableCell>Date and time</TableCell>
            <TableCell>Meaning</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Hash</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {query.data.map((signature) => (
            <SignatureRow key={signature.id} signature={signature} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SignatureRow({ signature }: { signature: TSignature }) {
  return (
    <TableRow>
      <TableCell>{signature.signerName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(signature.signedAt)}</TableCell>
      <TableCell>{signature.meaning}</TableCell>
      <TableCell>{signature.subjectLabel}</TableCell>
      <TableCell>
        <Box component="code" title={signature.contentHash} sx={{ fontSize: '0.85em' }}>
          {signature.contentHash.slice(0, HASH_SHOWN)}
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {signature.reason ?? '—'}
      </TableCell>
    </TableRow>
  );
}

function AuditTrailButtons({ incidentId }: { incidentId: string }) {
  const showToast = useToast();
  const [busy, setBusy] = useState<AuditTrailFormat | null>(null);
  const download = async (format: AuditTrailFormat) => {
    setBusy(format);
    try {
      await downloadAuditTrail(incidentId, format);
    } catch (error) {
      showToast(failureMessage(AUDIT_TRAIL_FAILED, error), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<Download />}
          disabled={busy !== null}
          loading={busy === format}
          onClick={() => void download(format)}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
