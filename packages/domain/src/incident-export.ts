import { formatDate, formatTimestamp } from './dates';
import type { TIncident } from './incident';
import { INCIDENT_STATUS_LABELS } from './incident-status';
import {
  INVESTIGATION_STATUS_LABELS,
  type InvestigationSection,
  sectionState,
  type TInvestigation,
  totalCost,
} from './investigation';

/**
 * The 46 columns of the incident export (SPEC §9): the incident's fields, then the investigation's. Both the
 * CSV and the XLSX writer use this list, so the two files always agree. `kind` tells the XLSX writer how to
 * format a cell ('money' cells get the pound format with two decimals).
 */
export type ExportCellKind = 'text' | 'number' | 'money';
export type ExportCell = string | number | null;

export interface IncidentExportRow {
  incident: TIncident;
  investigation: TInvestigation | null;
}

export interface ExportContext {
  userName: (userId: string | null | undefined) => string;
  partNumberDescription: (partNumber: string) => string;
  timeZone?: string;
}

export interface ExportColumn {
  header: string;
  kind: ExportCellKind;
  value: (row: IncidentExportRow, ctx: ExportContext) => ExportCell;
}

const yesNo = (value: boolean | null | undefined): string =>
  value === true ? 'Yes' : value === false ? 'No' : '';
const inv = <T>(row: IncidentExportRow, pick: (i: TInvestigation) => T): T | null =>
  row.investigation ? pick(row.investigation) : null;

function sectionColumns(section: InvestigationSection, header: string): ExportColumn[] {
  return [
    { header, kind: 'text', value: (row) => inv(row, (i) => i[section]) },
    {
      header: `${header} Status`,
      kind: 'text',
      value: (row) => inv(row, (i) => sectionState(i, section)),
    },
  ];
}

export const INCIDENT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Incident Number', kind: 'number', value: ({ incident }) => incident.incidentNumber },
  { header: 'Status', kind: 'text', value: ({ incident }) => INCIDENT_STATUS_LABELS[incident.status] },
  { header: 'Reported By', kind: 'text', value: ({ incident }, ctx) => ctx.userName(incident.reportedBy) },
  { header: 'Incident Date', kind: 'text', value: ({ incident }) => formatDate(incident.incidentDate) },
  { header: 'Product', kind: 'text', value: ({ incident }) => incident.product },
  { header: 'Part Number', kind: 'text', value: ({ incident }) => incident.partNumber },
  {
    header: 'Part Number Description',
    kind: 'text',
    value: ({ incident }, ctx) => ctx.partNumberDescription(incident.partNumber),
  },
  { header: 'Defective Quantity', kind: 'number', value: ({ incident }) => incident.defectiveQuantity },
  { header: 'GRN Number', kind: 'text', value: ({ incident }) => incident.grnNumber },
  { header: 'Order Number', kind: 'text', value: ({ incident }) => incident.orderNumber },
  {
    header: 'Incident Location',
    kind: 'text',
    value: ({ incident }) => incident.incidentLocation?.title ?? '',
  },
  { header: 'Category', kind: 'text', value: ({ incident }) => incident.category?.title ?? '' },
  { header: 'Subcategory Level 1', kind: 'text', value: ({ incident }) => incident.subcategory?.title ?? '' },
  {
    header: 'Subcategory Level 2',
    kind: 'text',
    value: ({ incident }) => incident.furtherSubcategory?.title ?? '',
  },
  { header: 'Description', kind: 'text', value: ({ incident }) => incident.description },
  {
    header: 'Attachments',
    kind: 'text',
    value: ({ incident }) => incident.attachments.map((a) => a.name).join(', '),
  },
  { header: 'Reject Reason', kind: 'text', value: ({ incident }) => incident.rejectReason ?? '' },
  {
    header: 'Pending Update Reason',
    kind: 'text',
    value: ({ incident }) => incident.pendingUpdateReason ?? '',
  },
  { header: 'Incident Justified', kind: 'text', value: ({ incident }) => yesNo(incident.incidentJustified) },
  {
    header: 'Created At',
    kind: 'text',
    value: ({ incident }, ctx) => formatTimestamp(incident.created_at, ctx.timeZone),
  },
  {
    header: 'Updated At',
    kind: 'text',
    value: ({ incident }, ctx) => formatTimestamp(incident.updated_at, ctx.timeZone),
  },
  { header: 'Investigation Id', kind: 'text', value: ({ incident }) => incident.investigationId ?? '' },
  {
    header: 'Investigation Status',
    kind: 'text',
    value: (row) => inv(row, (i) => INVESTIGATION_STATUS_LABELS[i.status]),
  },
  { header: 'Assigned To', kind: 'text', value: (row, ctx) => inv(row, (i) => ctx.userName(i.assignedTo)) },
  {
    header: 'Investigation Description',
    kind: 'text',
    value: (row) => inv(row, (i) => i.incidentDescription),
  },
  ...sectionColumns('containmentAction', 'Containment Action'),
  ...sectionColumns('rootCause', 'Root Cause'),
  {
    header: 'Root Cause Category',
    kind: 'text',
    value: (row) => inv(row, (i) => i.rootCauseCategory?.title ?? ''),
  },
  ...sectionColumns('correctiveAction', 'Corrective Action'),
  ...sectionColumns('verificationOfEffectiveness', 'Verification of Effectiveness'),
  ...sectionColumns('preventiveAction', 'Preventive Action'),
  ...sectionColumns('additionalNotes', 'Conclusion / Additional Notes'),
  {
    header: 'Defective Product Quantity',
    kind: 'text',
    value: (row) => inv(row, (i) => i.defectiveProductQuantity),
  },
  { header: 'Cost of Labour', kind: 'money', value: (row) => inv(row, (i) => i.costOfLabour) },
  { header: 'Cost of Material', kind: 'money', value: (row) => inv(row, (i) => i.costOfMaterial) },
  { header: 'Cost Adjustment', kind: 'money', value: (row) => inv(row, (i) => i.costAdjustment) },
  { header: 'Total Cost', kind: 'money', value: (row) => inv(row, (i) => totalCost(i)) },
  {
    header: 'Investigation Completed',
    kind: 'text',
    value: (row) => inv(row, (i) => (i.completed ? 'Yes' : 'No')),
  },
  {
    header: 'Completed Signed By',
    kind: 'text',
    value: (row, ctx) => inv(row, (i) => ctx.userName(i.completedSignedBy)),
  },
  {
    header: 'Completed Signed Date',
    kind: 'text',
    value: (row) => inv(row, (i) => formatDate(i.completedSignedDate)),
  },
];

/** The cells of one export row, in column order. */
export function exportRowCells(row: IncidentExportRow, ctx: ExportContext): ExportCell[] {
  return INCIDENT_EXPORT_COLUMNS.map((column) => column.value(row, ctx));
}

/**
 * Neutralises a text cell that a spreadsheet would run as a formula (starts with = + - @, or a tab / carriage
 * return): prefixes it with an apostrophe (OWASP CSV injection advice). Numbers are left alone.
 */
export function neutraliseFormula(cell: ExportCell): ExportCell {
  if (typeof cell !== 'string') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** 'IncidentLog20261122' (SPEC §9), from an ISO date. */
export function exportFileBaseName(todayIso: string): string {
  return `IncidentLog${todayIso.slice(0, 10).replaceAll('-', '')}`;
}
