import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { SCAR_STAGE_LABELS, type ScarStage } from '@qi/domain/scar-stages';
import { useScarAudit } from '../api/get-scar';
import { auditActionText } from '../lib/scar-text';

const COLUMNS = ['Time', 'Action', 'Who', 'Address', 'Browser'];
const stageLabel = (stage: string) => SCAR_STAGE_LABELS[stage as ScarStage] ?? stage;

/** The request's audit trail: every internal and external action with its time, address and browser. */
export function ScarAuditTrail({ scarId }: { scarId: string }) {
  const audit = useScarAudit(scarId);
  if (audit.isError) return <Alert severity="error">The audit trail could not be loaded.</Alert>;
  if (!audit.data) return <Typography color="text.secondary">Loading…</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Audit trail">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {audit.data.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(entry.at)}</TableCell>
              <TableCell>{auditActionText(entry, stageLabel)}</TableCell>
              <TableCell>{entry.actorName}</TableCell>
              <TableCell>{entry.ip ?? '-'}</TableCell>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{entry.userAgent ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
