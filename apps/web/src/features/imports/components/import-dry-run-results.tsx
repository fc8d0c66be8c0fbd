import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import type { TImportDryRun } from '@qi/domain/incident-import-schemas';
import { rowsText } from '../lib/import-plan';

const OUTCOME_WORDS = { create: 'New', update: 'Update', unchanged: 'Unchanged' } as const;

/** The dry run: how many rows each outcome has, the first rows as they would be stored, the refused rows. */
export function ImportDryRunResults({ dryRun }: { dryRun: TImportDryRun }) {
  const { counts } = dryRun;
  return (
    <Box aria-label="Dry run results" component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Dry run: {rowsText(dryRun.rowCount)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Chip color="success" label={`To create: ${counts.create}`} />
        <Chip color="info" label={`To update: ${counts.update}`} />
        <Chip label={`Unchanged: ${counts.unchanged}`} />
        <Chip color={counts.refuse > 0 ? 'error' : 'default'} label={`Refused: ${counts.refuse}`} />
      </Box>
      {dryRun.unusedColumns.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Columns not imported: {dryRun.unusedColumns.join(', ')}
        </Typography>
      )}
      {dryRun.preview.length > 0 && (
        <TableContainer sx={{ mb: 2 }}>
          <Table size="small" aria-label="Preview">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Outcome</TableCell>
                <TableCell>Reference</TableCell>
                <TableCell>Number</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Incident date</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Location</TableCell>
                <TableCell>Reported by</TableCell>
                <TableCell>Description</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dryRun.preview.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{OUTCOME_WORDS[row.outcome]}</TableCell>
                  <TableCell>{row.externalReference}</TableCell>
                  <TableCell>{row.incidentNumber ?? '—'}</TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell>{formatDate(row.incidentDate)}</TableCell>
                  <TableCell>{row.product}</TableCell>
                  <TableCell>{row.location}</TableCell>
                  <TableCell>{row.reportedBy}</TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{row.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dryRun.referencePreview.length > 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          To add:{' '}
          {dryRun.referencePreview
            .filter((r) => r.outcome === 'create')
            .map((r) => r.label)
            .join(', ') || 'nothing'}
        </Typography>
      )}
      {dryRun.refused.length > 0 && (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {rowsText(counts.refuse)} will not be imported. Correct them in the file and upload it again, or
            import the others: the report lists every refused row.
          </Alert>
          <TableContainer>
            <Table size="small" aria-label="Refused rows">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Reference</TableCell>
                  <TableCell>Reasons</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {dryRun.refused.map((row) => (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{row.externalReference}</TableCell>
                    <TableCell>{row.reasons.join('; ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {dryRun.refusedMore > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              And {rowsText(dryRun.refusedMore)} more.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
