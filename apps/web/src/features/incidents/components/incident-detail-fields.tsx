import Typography from '@mui/material/Typography';
import { formatDate, formatTimestamp } from '@qi/domain/dates';
import type { ReactNode } from 'react';
import type { TIncidentDetails } from '../api/get-incident';
import { InvestigationLink } from './investigation-link';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The incident's fields, read-only (dates DD-MM-YYYY, timestamps DD-MM-YYYY HH:mm). */
export function IncidentDetailFields({
  incident,
  reporterName,
  supplierName,
}: {
  incident: TIncidentDetails;
  reporterName: string;
  /** The supplier's name from the reference data; null when none is named (or it is not loaded yet). */
  supplierName: string | null;
}) {
  const investigation = incident.investigationId ? (
    <InvestigationLink
      investigationId={incident.investigationId}
      investigationStatus={incident.investigationStatus}
    />
  ) : (
    '—'
  );
  // An imported incident whose reporter was not a user keeps the name the file gave (decision 054).
  const origin = incident.importedFrom ?? null;
  const reporter = origin?.originalReporter ? `${origin.originalReporter} (imported)` : reporterName;
  const rows: { label: string; value: ReactNode }[] = [
    ...(incident.incidentNumber !== null
      ? [{ label: 'Incident number', value: String(incident.incidentNumber) }]
      : []),
    ...(origin ? [{ label: 'External reference', value: origin.externalReference }] : []),
    { label: 'Reported by', value: reporter },
    { label: 'Incident date', value: dash(formatDate(incident.incidentDate)) },
    { label: 'Product', value: dash(incident.product) },
    { label: 'Part Number', value: dash(incident.partNumber) },
    { label: 'Defective Quantity', value: dash(incident.defectiveQuantity) },
    { label: 'GRN Number', value: dash(incident.grnNumber) },
    { label: 'Order Number', value: dash(incident.orderNumber) },
    { label: 'Supplier', value: dash(supplierName) },
    { label: 'Incident Location', value: dash(incident.incidentLocation?.title) },
    { label: 'Category', value: dash(incident.category?.title) },
    { label: 'Subcategory level 1', value: dash(incident.subcategory?.title) },
    { label: 'Subcategory level 2', value: dash(incident.furtherSubcategory?.title) },
    { label: 'Investigation', value: investigation },
    { label: 'Created', value: dash(formatTimestamp(incident.created_at)) },
    { label: 'Last updated', value: dash(formatTimestamp(incident.updated_at)) },
  ];
  return (
    <dl
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(max-content, 180px) 1fr',
        gap: '8px 24px',
      }}
    >
      {rows.map(({ label, value }) => (
        <div key={label} style={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </div>
      ))}
    </dl>
  );
}
