import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTimestamp } from '@qi/domain/dates';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import { SEVERITY_LABELS } from '@qi/domain/severity';
import { compareSimilar } from '@qi/domain/similar-compare';
import {
  SIMILAR_BAND_LABELS,
  SIMILAR_FIELD_LABELS,
  type SimilarBand,
  type SimilarCandidateText,
  type SimilarField,
} from '@qi/domain/similar-incidents';
import { type ReactNode, useId } from 'react';
import { AttachmentGallery } from '../../attachments/components/attachment-gallery';
import { type TIncidentDetails, useIncident } from '../api/get-incident';
import { useIncidentReferenceData } from '../hooks/use-incident-reference-data';
import { IncidentVerdictForm, numberOf } from './incident-verdict-form';
import { MarkedText, type ShownCandidates } from './similar-incidents-list';

/** The candidate compared: its id and number, and the band it was shown with (when it was). */
export interface CompareCandidate {
  id: string;
  incidentNumber: number | null;
  band?: SimilarBand;
}

const textOf = (incident: TIncidentDetails): SimilarCandidateText => ({
  description: incident.description,
  product: incident.product,
  partNumber: incident.partNumber,
  supplierId: incident.supplierId ?? null,
  locationId: incident.incidentLocation?.id ?? null,
  grnNumber: incident.grnNumber,
});

const dash = (value: string | null | undefined) => (value ? value : '—');

/** The compare table: a column per incident, the fields as row headers, long words wrapped. */
const TABLE = {
  width: '100%',
  minWidth: 480,
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  '& th, & td': {
    p: 1,
    verticalAlign: 'top',
    textAlign: 'left',
    borderBottom: 1,
    borderColor: 'divider',
    overflowWrap: 'anywhere',
  },
  '& thead th:first-of-type': { width: '20%' },
  '& tbody th': { fontWeight: 500 },
  '& td.text': { whiteSpace: 'pre-wrap' },
} as const;

interface Row {
  label: string;
  /** The shared field this row shows, when the two incidents share it: its values are marked. */
  field?: SimilarField;
  value: (incident: TIncidentDetails) => ReactNode;
}

/**
 * Triage's compare view (the Recurrence feature): this incident and a similar one side by side, the shared
 * fields and the matching words marked as the similar incidents panel explains them (domain similar-compare.ts),
 * and the verdict given from here. Loaded on demand (similar-compare-button.tsx): the details page does not
 * carry it.
 */
export function SimilarCompareDialog({
  incident,
  candidate,
  shown,
  onClose,
}: {
  incident: TIncidentDetails;
  candidate: CompareCandidate;
  shown: ShownCandidates;
  onClose: () => void;
}) {
  const titleId = useId();
  const other = useIncident(candidate.id);
  const { suppliers } = useIncidentReferenceData();
  const supplierName = (id: string | null | undefined) =>
    dash(id ? (suppliers.find((s) => s.id === id)?.name ?? id) : null);
  const comparison = other.data ? compareSimilar(textOf(incident), textOf(other.data)) : null;
  const same = new Set(comparison?.sameFields ?? []);
  const rows: Row[] = [
    { label: 'Status', value: (i) => INCIDENT_STATUS_LABELS[i.status] },
    { label: 'Severity', value: (i) => (i.severity ? SEVERITY_LABELS[i.severity] : '—') },
    { label: 'Incident date', value: (i) => dash(formatDate(i.incidentDate)) },
    { label: 'Submitted', value: (i) => dash(formatTimestamp(i.submittedAt ?? i.created_at)) },
    { label: 'Product', field: 'product', value: (i) => dash(i.product) },
    { label: 'Part Number', field: 'partNumber', value: (i) => dash(i.partNumber) },
    { label: 'Supplier', field: 'supplier', value: (i) => supplierName(i.supplierId) },
    { label: 'Incident Location', field: 'location', value: (i) => dash(i.incidentLocation?.title) },
    { label: 'GRN Number', field: 'grn', value: (i) => dash(i.grnNumber) },
  ];
  const otherNumber = numberOf(candidate);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        Compare {numberOf(incident)} with {otherNumber}
      </DialogTitle>
      <DialogContent>
        {other.isPending && <CircularProgress aria-label={`Loading ${otherNumber}`} />}
        {other.isError && <Alert severity="error">The incident could not be loaded.</Alert>}
        {other.data && comparison && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 0.5 }}>
              {candidate.band && (
                <Chip
                  size="small"
                  label={SIMILAR_BAND_LABELS[candidate.band]}
                  color={candidate.band === 'likely' ? 'warning' : 'default'}
                />
              )}
              {comparison.sameFields.map((field) => (
                <Chip key={field} size="small" variant="outlined" label={SIMILAR_FIELD_LABELS[field]} />
              ))}
            </Stack>
            <Box sx={{ overflowX: 'auto' }}>
              <Box component="table" sx={TABLE}>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">This incident ({numberOf(incident)})</th>
                    <th scope="col">{otherNumber}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const shared = row.field !== undefined && same.has(row.field);
                    return (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        {[incident, other.data].map((side) => (
                          <td key={side.id}>{shared ? <mark>{row.value(side)}</mark> : row.value(side)}</td>
                        ))}
                      </tr>
                    );
                  })}
                  <tr>
                    <th scope="row">Description</th>
                    <td className="text">
                      <MarkedText segments={comparison.incident} />
                    </td>
                    <td className="text">
                      <MarkedText segments={comparison.candidate} />
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Attachments</th>
                    {[incident, other.data].map((side) => (
                      <td key={side.id}>
                        <AttachmentGallery attachments={side.attachments} />
                      </td>
                    ))}
                  </tr>
                </tbody>
              </Box>
            </Box>
          </>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          Verdict
        </Typography>
        <IncidentVerdictForm incidentId={incident.id} candidate={candidate} shown={shown} onSaved={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
