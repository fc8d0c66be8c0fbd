import { type FormIssue, validateIncidentForm } from './incident-form';
import { IMPORT_TARGET_LABELS, type ImportTarget } from './incident-import-fields';
import type { ImportLookups, UnknownValue } from './incident-import-lookups';
import { DEFAULT_IMPORT_STATUS, IMPORT_ROW_MSG, IMPORTABLE_STATUSES } from './incident-import-messages';
import {
  parseImportDate,
  parseImportNumber,
  parseImportTimestamp,
  parseSeverityLabel,
  parseStatusLabel,
  parseYesNo,
} from './incident-import-values';
import { INCIDENT_STATUS_LABELS, type IncidentStatus, requiresInvestigation } from './incident-status';
import type { Severity } from './severity';
import { SUPPLIER_MSG } from './supplier';

/** A row's cells by target (what the mapping reads); a target not mapped is absent. */
export type ImportCells = Partial<Record<ImportTarget, string>>;

export interface ImportedNode {
  id: string;
  title: string;
}

/** An incident as an import would store it (decision 054): the form's fields and what the import adds. */
export interface ImportedIncident {
  externalReference: string;
  /** As the file gives it; null: kept (an update) or given by the server's counter (a new incident). */
  incidentNumber: number | null;
  status: IncidentStatus;
  incidentDate: string;
  product: string;
  partNumber: string;
  defectiveQuantity: number | null;
  grnNumber: string;
  orderNumber: string;
  incidentLocation: ImportedNode | null;
  category: ImportedNode | null;
  subcategory: ImportedNode | null;
  furtherSubcategory: ImportedNode | null;
  description: string;
  rejectReason: string | null;
  pendingUpdateReason: string | null;
  incidentJustified: boolean | null;
  severity: Severity | null;
  /** A supplier's id ('new:' and its text for one the import creates). */
  supplierId: string | null;
  /** The reporter when they are a user here (by email or name); otherwise the importing admin. */
  reporterId: string | null;
  /** The reporter's name as the file writes it, kept when they are not a user here. */
  originalReporter: string | null;
  /** The original timestamps (ISO); null when the file has none. */
  createdAt: string | null;
  updatedAt: string | null;
}

export type ImportRowResult =
  | { ok: true; incident: ImportedIncident; unknowns: UnknownValue[] }
  | { ok: false; reasons: string[]; unknowns: UnknownValue[] };

/** The longest texts an incident holds (incident.ts), by target. */
const MAX_LENGTH: Partial<Record<ImportTarget, number>> = {
  externalReference: 200,
  product: 200,
  partNumber: 100,
  grnNumber: 100,
  orderNumber: 100,
  description: 20_000,
  rejectReason: 5000,
  pendingUpdateReason: 5000,
  originalReporter: 200,
};

const blank = (text: string) => text === '';

function statusOf(text: string, issues: FormIssue[]): IncidentStatus {
  if (blank(text)) return DEFAULT_IMPORT_STATUS;
  const status = parseStatusLabel(text);
  if (!status) issues.push({ path: 'status', message: IMPORT_ROW_MSG.statusUnknown(text) });
  else if (status === 'draft') issues.push({ path: 'status', message: IMPORT_ROW_MSG.statusDraft });
  else if (requiresInvestigation(status) && !IMPORTABLE_STATUSES.includes(status)) {
    issues.push({
      path: 'status',
      message: IMPORT_ROW_MSG.statusNeedsInvestigation(INCIDENT_STATUS_LABELS[status]),
    });
  }
  return status ?? DEFAULT_IMPORT_STATUS;
}

function incidentNumberOf(text: string, issues: FormIssue[]): number | null {
  if (blank(text)) return null;
  const n = parseImportNumber(text);
  if (n === null || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
    issues.push({ path: 'incidentNumber', message: IMPORT_ROW_MSG.incidentNumberFormat });
    return null;
  }
  return n;
}

function timestampOf(target: 'createdAt' | 'updatedAt', text: string, issues: FormIssue[]) {
  if (blank(text)) return null;
  const instant = parseImportTimestamp(text);
  if (!instant) {
    const message = IMPORT_ROW_MSG.timestampFormat(IMPORT_TARGET_LABELS[target], text);
    issues.push({ path: target, message });
  }
  return instant;
}

const node = (n: { id: string; title: string } | undefined): ImportedNode | null =>
  n ? { id: n.id, title: n.title } : null;

/**
 * Turns a mapped row into the incident to store, or the reasons it is refused: the report form's own rules and
 * messages (validateIncidentForm, against the reference data with the import's resolutions), then what an
 * import adds (reference, number, status, reasons, timestamps). `unknowns`: the reference values the row
 * names that the reference data does not hold, resolved or not.
 */
export function mapImportRow(cells: ImportCells, lookups: ImportLookups, today: string): ImportRowResult {
  const cell = (target: ImportTarget) => (cells[target] ?? '').trim();
  const issues: FormIssue[] = [];
  const unknowns: UnknownValue[] = [];
  const noted = <T>(result: { value: T | null; unknown?: UnknownValue }): T | null => {
    if (result.unknown) unknowns.push(result.unknown);
    return result.value;
  };

  const externalReference = cell('externalReference');
  if (blank(externalReference))
    issues.push({ path: 'externalReference', message: IMPORT_ROW_MSG.externalReferenceRequired });
  for (const [target, max] of Object.entries(MAX_LENGTH) as [ImportTarget, number][]) {
    if (cell(target).length > max) {
      issues.push({ path: target, message: IMPORT_ROW_MSG.tooLong(IMPORT_TARGET_LABELS[target], max) });
    }
  }
  const incidentNumber = incidentNumberOf(cell('incidentNumber'), issues);
  const status = statusOf(cell('status'), issues);

  const dateText = cell('incidentDate');
  const incidentDate = parseImportDate(dateText) ?? '';
  if (!blank(dateText) && incidentDate === '')
    issues.push({ path: 'incidentDate', message: IMPORT_ROW_MSG.dateFormat(dateText) });

  const productText = cell('product');
  const product = blank(productText) ? '' : (noted(lookups.product(productText)) ?? '');
  const partText = cell('partNumber');
  const partDetail = { description: cell('partNumberDescription'), product: product || productText };
  const partNumber = blank(partText) ? '' : (noted(lookups.partNumber(partText, partDetail)) ?? '');

  const quantityText = cell('defectiveQuantity');
  const defectiveQuantity = parseImportNumber(quantityText);

  const levels = [
    cell('incidentLocation'),
    cell('category'),
    cell('subcategory'),
    cell('furtherSubcategory'),
  ];
  const given = levels.indexOf('') === -1 ? levels : levels.slice(0, levels.indexOf(''));
  const nodes = given.length > 0 ? (noted(lookups.location(given)) ?? []) : [];
  const [location, category, subcategory, further] = nodes;

  const supplierText = cell('supplier');
  const supplierId = blank(supplierText) ? null : noted(lookups.supplier(supplierText));
  if (!blank(supplierText) && supplierId === null)
    issues.push({ path: 'supplier', message: SUPPLIER_MSG.unknown });

  const severityText = cell('severity');
  const severity = parseSeverityLabel(severityText);
  if (!blank(severityText) && !severity)
    issues.push({ path: 'severity', message: IMPORT_ROW_MSG.severityUnknown(severityText) });
  const justifiedText = cell('incidentJustified');
  const incidentJustified = parseYesNo(justifiedText);
  if (incidentJustified === undefined)
    issues.push({ path: 'incidentJustified', message: IMPORT_ROW_MSG.justifiedUnknown(justifiedText) });

  const rejectReason = cell('rejectReason') || null;
  const pendingUpdateReason = cell('pendingUpdateReason') || null;
  if (status === 'rejected' && !rejectReason)
    issues.push({ path: 'rejectReason', message: IMPORT_ROW_MSG.rejectReasonRequired });
  if (status === 'pending-update' && !pendingUpdateReason)
    issues.push({ path: 'pendingUpdateReason', message: IMPORT_ROW_MSG.pendingUpdateReasonRequired });

  const reporterText = cell('originalReporter');
  const reporterId = blank(reporterText) ? null : lookups.user(reporterText);
  const createdAt = timestampOf('createdAt', cell('createdAt'), issues);
  const updatedAt = timestampOf('updatedAt', cell('updatedAt'), issues);

  const asChoice = (n: ImportedNode | undefined) => (n ? { id: n.id, title: n.title } : null);
  const formIssues = validateIncidentForm(
    {
      incidentDate,
      product,
      partNumber,
      defectiveQuantity: defectiveQuantity ?? (blank(quantityText) ? null : quantityText),
      grnNumber: cell('grnNumber'),
      orderNumber: cell('orderNumber'),
      incidentLocation: location ? { ...asChoice(location)!, categories: [] } : null,
      category: category ? { ...asChoice(category)!, subcategories: [] } : null,
      subcategory: subcategory ? { ...asChoice(subcategory)!, furtherSubcategories: [] } : null,
      furtherSubcategory: asChoice(further),
      description: cell('description'),
    },
    {
      today,
      mode: 'report',
      locations: lookups.locations,
      products: lookups.productNames,
      partNumbers: lookups.partNumbers,
    },
  );
  // A field the import already refused (a date it could not read) needs no second message.
  const refusedPaths = new Set(issues.map((i) => i.path));
  const reasons = [...issues, ...formIssues.filter((i) => !refusedPaths.has(i.path))].map((i) => i.message);
  if (reasons.length > 0) return { ok: false, reasons, unknowns };

  return {
    ok: true,
    unknowns,
    incident: {
      externalReference,
      incidentNumber,
      status,
      incidentDate,
      product,
      partNumber,
      defectiveQuantity,
      grnNumber: cell('grnNumber'),
      orderNumber: cell('orderNumber'),
      incidentLocation: node(location),
      category: node(category),
      subcategory: node(subcategory),
      furtherSubcategory: node(further),
      description: cells.description ?? '',
      rejectReason: status === 'rejected' ? rejectReason : null,
      pendingUpdateReason: status === 'pending-update' ? pendingUpdateReason : null,
      incidentJustified: incidentJustified ?? null,
      severity,
      supplierId,
      reporterId,
      originalReporter: reporterId === null && !blank(reporterText) ? reporterText : null,
      createdAt,
      updatedAt,
    },
  };
}
