import { DUE_SECTION_LABELS, DUE_SECTIONS } from './due-dates';
import type { HistoryEntity } from './history';
import { INCIDENT_COLUMNS } from './incident-columns';
import { INVESTIGATION_SECTIONS } from './investigation';

/**
 * The labels the screens give the fields a history entry names, so that the details pages' history, the
 * audit-trail CSV and its PDF all say 'Supplier' and 'Root cause owner', never 'supplierId' or 'rootCauseOwner'.
 */
const INCIDENT_FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(INCIDENT_COLUMNS.map((column) => [column.id, column.label])),
  attachments: 'Attachments',
  rejectReason: 'Reject reason',
  pendingUpdateReason: 'Reason for the update',
  supplierId: 'Supplier',
  disposition: 'Disposition',
  linkedIncidents: 'Linked incidents',
  similarIncidents: 'Similar incidents',
};

const INVESTIGATION_FIELD_LABELS: Record<string, string> = {
  incidentDescription: 'Incident Description',
  incidentJustified: 'Is the incident justified?',
  rootCauseCategory: 'Root Cause Category',
  defectiveProductQuantity: 'Defective Product',
  costOfLabour: 'Cost of Labour',
  costOfMaterial: 'Cost of Material',
  costAdjustment: 'Cost Adjustment',
  attachments: 'Attachments',
  assignedTo: 'Assigned To',
  completed: 'Is completed?',
  status: 'Status',
  effectivenessCheckDueDate: 'Effectiveness check due date',
  effectivenessCheckOwner: 'Effectiveness check owner',
  dueDate: 'Due date',
  owner: 'Owner',
  result: 'Result',
  evidence: 'Evidence',
  ...Object.fromEntries(INVESTIGATION_SECTIONS.map((s) => [s.key, s.label])),
  ...Object.fromEntries(
    DUE_SECTIONS.flatMap((s) => [
      [`${s}Owner`, `${DUE_SECTION_LABELS[s]} owner`],
      [`${s}DueDate`, `${DUE_SECTION_LABELS[s]} due date`],
      [`${s}DueDateReason`, `Reason for moving the ${DUE_SECTION_LABELS[s]} due date`],
    ]),
  ),
};

/** 'costOfScrapParts' → 'Cost of scrap parts': a key no list knows still reads as words, not as code. */
function keyInWords(field: string): string {
  const words = field
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

/** A field of an incident or an investigation in words ('grnNumber' → 'GRN Number'). */
export function historyFieldLabel(entity: HistoryEntity, field: string): string {
  const labels = entity === 'incident' ? INCIDENT_FIELD_LABELS : INVESTIGATION_FIELD_LABELS;
  return (
    labels[field] ?? INVESTIGATION_FIELD_LABELS[field] ?? INCIDENT_FIELD_LABELS[field] ?? keyInWords(field)
  );
}
