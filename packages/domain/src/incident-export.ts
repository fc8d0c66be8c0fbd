import { formatDate, formatTimestamp } from './dates';
import {
  DISPOSITION_DECISIONS,
  DISPOSITION_STATUS_LABELS,
  type DispositionDecision,
  needsDisposition,
} from './disposition';
import type { TIncident } from './incident';
import { INCIDENT_LINK_LABELS, type IncidentLinkKind } from './incident-link-kinds';
import { INCIDENT_STATUS_LABELS } from './incident-status';
import {
  INVESTIGATION_STATUS_LABELS,
  type InvestigationSection,
  type SectionSignedByKey,
  sectionState,
  type TInvestigation,
  totalCost,
} from './investigation';
import { SEVERITY_LABELS } from './severity';

/**
 * The columns of the incident export (docs/product.md §9): the incident's fields, then the investigation's (the
 * 46 columns the export has always had, in their order), then the nonconforming material's, then the links. Both the
 * CSV and the XLSX writer use this list, so the two files always agree. `kind` tells the XLSX writer how to
 * format a cell ('money' cells get the pound format with two decimals).
 */
export type ExportCellKind = 'text' | 'number' | 'money';
export type ExportCell = string | number | null;

/**
 * What the export reads of an incident: the docs/product.md §3 incident, but for the location levels and attachments
 * only what it shows (so the server can pass the record it read without reshaping it for the API).
 */
export type ExportIncident = Omit<
  TIncident,
  'incidentLocation' | 'category' | 'subcategory' | 'furtherSubcategory' | 'attachments'
> & {
  incidentLocation: { title: string } | null;
  category: { title: string } | null;
  subcategory: { title: string } | null;
  furtherSubcategory: { title: string } | null;
  attachments: readonly { name: string }[];
};

/** What the export reads of an investigation (its attachments, signed dates and timestamps are not shown). */
export type ExportInvestigation = Pick<
  TInvestigation,
  | 'status'
  | 'assignedTo'
  | 'incidentDescription'
  | InvestigationSection
  | SectionSignedByKey
  | 'rootCauseCategory'
  | 'defectiveProductQuantity'
  | 'costOfLabour'
  | 'costOfMaterial'
  | 'costAdjustment'
  | 'completed'
  | 'completedSignedBy'
  | 'completedSignedDate'
>;

/** The sums of an incident's disposition lines: quantity per decision, and the cost (null when no line has one). */
export interface ExportDisposition {
  quantities: Record<DispositionDecision, number>;
  cost: number | null;
}

/** A link of the incident's (the Recurrence feature) as the export names it, seen from the incident. */
export interface ExportLink {
  kind: IncidentLinkKind;
  /** 'from': the exported incident holds the link (it is the duplicate); 'to': the other incident does. */
  direction: 'from' | 'to';
  /** The other incident's number. */
  incidentNumber: number;
}

export interface IncidentExportRow {
  incident: ExportIncident;
  investigation: ExportInvestigation | null;
  /** Null (or absent) when the incident has no disposition lines. */
  disposition?: ExportDisposition | null;
  /** The incident's links, oldest first; absent when it has none. */
  links?: readonly ExportLink[];
}

/** The "Linked Incidents" cell: 'Duplicate of #123; Related to #456', as the details page words each link. */
export function linkedIncidentsText(links: readonly ExportLink[]): string {
  return links
    .map((link) => `${INCIDENT_LINK_LABELS[link.kind][link.direction]} #${link.incidentNumber}`)
    .join('; ');
}

export interface ExportContext {
  userName: (userId: string | null | undefined) => string;
  partNumberDescription: (partNumber: string) => string;
  supplierName: (supplierId: string | null | undefined) => string;
  timeZone?: string;
}

export interface ExportColumn {
  header: string;
  kind: ExportCellKind;
  value: (row: IncidentExportRow, ctx: ExportContext) => ExportCell;
}

const yesNo = (value: boolean | null | undefined): string =>
  value === true ? 'Yes' : value === false ? 'No' : '';
/** A column of the investigation's: empty (null) when the incident has none. */
function invColumn(
  header: string,
  kind: ExportCellKind,
  pick: (i: ExportInvestigation, ctx: ExportContext) => ExportCell,
): ExportColumn {
  return { header, kind, value: (row, ctx) => (row.investigation ? pick(row.investigation, ctx) : null) };
}

function sectionColumns(section: InvestigationSection, header: string): ExportColumn[] {
  return [
    invColumn(header, 'text', (i) => i[section]),
    invColumn(`${header} Status`, 'text', (i) => sectionState(i, section)),
  ];
}

/** The header of each decision's quantity column ('Scrap Quantity'). */
const DECISION_QUANTITY_HEADERS: Record<DispositionDecision, string> = {
  'use-as-is': 'Use As Is Quantity',
  rework: 'Rework Quantity',
  repair: 'Repair Quantity',
  scrap: 'Scrap Quantity',
  'return-to-supplier': 'Return To Supplier Quantity',
  other: 'Other Quantity',
};

/**
 * The nonconforming material's columns. The disposition status is shown only for incidents that hold material
 * (a defective quantity above 0), as the quantities only for incidents with disposition lines: elsewhere a
 * status or a 0 would suggest a decision nobody had to take.
 */
const MATERIAL_COLUMNS: readonly ExportColumn[] = [
  {
    header: 'Severity',
    kind: 'text',
    value: ({ incident }) => (incident.severity ? SEVERITY_LABELS[incident.severity] : ''),
  },
  { header: 'Supplier', kind: 'text', value: ({ incident }, ctx) => ctx.supplierName(incident.supplierId) },
  {
    header: 'Disposition Status',
    kind: 'text',
    value: ({ incident }) =>
      needsDisposition(incident.defectiveQuantity)
        ? DISPOSITION_STATUS_LABELS[incident.dispositionStatus ?? 'awaiting']
        : '',
  },
  ...DISPOSITION_DECISIONS.map(
    (decision): ExportColumn => ({
      header: DECISION_QUANTITY_HEADERS[decision],
      kind: 'number',
      value: ({ disposition }) => disposition?.quantities[decision] ?? null,
    }),
  ),
  { header: 'Disposition Cost', kind: 'money', value: ({ disposition }) => disposition?.cost ?? null },
];

/** The Recurrence feature's column: the incident's links to other incidents. */
const LINK_COLUMNS: readonly ExportColumn[] = [
  { header: 'Linked Incidents', kind: 'text', value: ({ links }) => linkedIncidentsText(links ?? []) },
];

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
  invColumn('Investigation Status', 'text', (i) => INVESTIGATION_STATUS_LABELS[i.status]),
  invColumn('Assigned To', 'text', (i, ctx) => ctx.userName(i.assignedTo)),
  invColumn('Investigation Description', 'text', (i) => i.incidentDescription),
  ...sectionColumns('containmentAction', 'Containment Action'),
  ...sectionColumns('rootCause', 'Root Cause'),
  invColumn('Root Cause Category', 'text', (i) => i.rootCauseCategory?.title ?? ''),
  ...sectionColumns('correctiveAction', 'Corrective Action'),
  ...sectionColumns('verificationOfEffectiveness', 'Verification of Effectiveness'),
  ...sectionColumns('preventiveAction', 'Preventive Action'),
  ...sectionColumns('additionalNotes', 'Conclusion / Additional Notes'),
  invColumn('Defective Product Quantity', 'text', (i) => i.defectiveProductQuantity),
  invColumn('Cost of Labour', 'money', (i) => i.costOfLabour),
  invColumn('Cost of Material', 'money', (i) => i.costOfMaterial),
  invColumn('Cost Adjustment', 'money', (i) => i.costAdjustment),
  invColumn('Total Cost', 'money', (i) => totalCost(i)),
  invColumn('Investigation Completed', 'text', (i) => (i.completed ? 'Yes' : 'No')),
  invColumn('Completed Signed By', 'text', (i, ctx) => ctx.userName(i.completedSignedBy)),
  invColumn('Completed Signed Date', 'text', (i) => formatDate(i.completedSignedDate)),
  ...MATERIAL_COLUMNS,
  ...LINK_COLUMNS,
];

/**
 * The cells of one export row as the files hold them: in column order, every text cell neutralised
 * (`neutraliseFormula`). One pass and one array per row: exports write tens of thousands of rows.
 */
export function exportRowSafeCells(row: IncidentExportRow, ctx: ExportContext): ExportCell[] {
  const cells = new Array<ExportCell>(INCIDENT_EXPORT_COLUMNS.length);
  for (let i = 0; i < INCIDENT_EXPORT_COLUMNS.length; i++) {
    cells[i] = neutraliseFormula((INCIDENT_EXPORT_COLUMNS[i] as ExportColumn).value(row, ctx));
  }
  return cells;
}

/**
 * Characters a spreadsheet starts a formula with: = + - @, their full-width forms (＝ ＋ － ＠, which some
 * spreadsheets fold to ASCII) and small forms (﹦ ﹢ ﹣ ﹫).
 */
const FORMULA_STARTS = new Set([
  ...'=+-@',
  '\uff1d',
  '\uff0b',
  '\uff0d',
  '\uff20',
  '\ufe66',
  '\ufe62',
  '\ufe63',
  '\ufe6b',
]);

/** Characters a cell may open with that hide what follows: line breaks, tab, spaces and invisible ones. */
const LEADING_BLANK = /^[\t\n\v\f\r \u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]+/u;

/**
 * Neutralises a text cell that a spreadsheet would run as a formula: one that starts with a formula character,
 * with a tab, carriage return or line feed, or with formula characters behind spaces or invisible characters
 * (a zero-width space, a no-break space), which a spreadsheet may trim. Prefixes it with an apostrophe (OWASP
 * CSV injection advice). Numbers, and text opening with a plain space before ordinary text, are left alone.
 */
export function neutraliseFormula(cell: ExportCell): ExportCell {
  if (typeof cell !== 'string' || cell === '') return cell;
  const first = cell.charCodeAt(0);
  if (first === 0x09 || first === 0x0a || first === 0x0d) return `'${cell}`;
  const visible = cell.replace(LEADING_BLANK, '');
  return FORMULA_STARTS.has(visible.charAt(0)) ? `'${cell}` : cell;
}

/** 'IncidentLog20261122' (docs/product.md §9), from an ISO date. */
export function exportFileBaseName(todayIso: string): string {
  return `IncidentLog${todayIso.slice(0, 10).replaceAll('-', '')}`;
}
