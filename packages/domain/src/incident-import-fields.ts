import { INCIDENT_EXPORT_COLUMNS } from './incident-export';
import { normaliseLabel } from './incident-import-values';

/**
 * What an incident import can fill in (decision 054): the incident's fields, plus the external reference that
 * makes a re-import find what it imported before, the original reporter as text, the part number's
 * description (used only when the import creates the part number) and the original timestamps.
 */
export const IMPORT_TARGETS = [
  'externalReference',
  'incidentNumber',
  'status',
  'incidentDate',
  'product',
  'partNumber',
  'partNumberDescription',
  'defectiveQuantity',
  'grnNumber',
  'orderNumber',
  'incidentLocation',
  'category',
  'subcategory',
  'furtherSubcategory',
  'description',
  'rejectReason',
  'pendingUpdateReason',
  'incidentJustified',
  'severity',
  'supplier',
  'originalReporter',
  'createdAt',
  'updatedAt',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Each target in words, as the mapping table shows it. */
export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  externalReference: 'External reference',
  incidentNumber: 'Incident number',
  status: 'Status',
  incidentDate: 'Incident date',
  product: 'Product',
  partNumber: 'Part number',
  partNumberDescription: 'Part number description',
  defectiveQuantity: 'Defective quantity',
  grnNumber: 'GRN number',
  orderNumber: 'Order number',
  incidentLocation: 'Incident location',
  category: 'Category',
  subcategory: 'Subcategory level 1',
  furtherSubcategory: 'Subcategory level 2',
  description: 'Description',
  rejectReason: 'Reject reason',
  pendingUpdateReason: 'Pending update reason',
  incidentJustified: 'Incident justified',
  severity: 'Severity',
  supplier: 'Supplier',
  originalReporter: 'Reported by',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
};

/** Targets without which no row can be imported: the mapping must name a column for each. */
export const REQUIRED_IMPORT_TARGETS: readonly ImportTarget[] = ['externalReference'];

/** A target → the header of the column it is read from (null: not imported). */
export type ImportMapping = Record<ImportTarget, string | null>;

export function emptyImportMapping(): ImportMapping {
  return Object.fromEntries(IMPORT_TARGETS.map((target) => [target, null])) as ImportMapping;
}

/**
 * The headers other files use for each target, normalised (normaliseLabel), best first. Matched whole or, for
 * the longer ones, as part of a header ('Date of incident').
 */
export const IMPORT_TARGET_SYNONYMS: Record<ImportTarget, readonly string[]> = {
  externalReference: [
    'external reference',
    'external ref',
    'reference',
    'ref',
    'legacy id',
    'id',
    'ncr number',
    'ncr',
    'record id',
  ],
  incidentNumber: ['incident number', 'incident no', 'incident #', 'number', 'no'],
  status: ['status', 'state', 'incident status'],
  incidentDate: ['incident date', 'date', 'date of incident', 'occurred', 'date raised', 'raised'],
  product: ['product', 'product name'],
  partNumber: ['part number', 'part no', 'part', 'part #', 'item', 'item number'],
  partNumberDescription: ['part number description', 'part description', 'item description'],
  defectiveQuantity: [
    'defective quantity',
    'quantity',
    'qty',
    'defective qty',
    'defects',
    'quantity rejected',
  ],
  grnNumber: ['grn number', 'grn', 'goods received note', 'grn no'],
  orderNumber: ['order number', 'order no', 'order', 'po number', 'purchase order', 'po'],
  incidentLocation: ['incident location', 'location', 'site', 'area'],
  category: ['category', 'defect category'],
  subcategory: ['subcategory level 1', 'subcategory', 'sub category', 'subcategory 1'],
  furtherSubcategory: ['subcategory level 2', 'subcategory 2', 'further subcategory'],
  description: ['description', 'details', 'problem', 'problem description', 'issue', 'summary'],
  rejectReason: ['reject reason', 'rejection reason'],
  pendingUpdateReason: ['pending update reason', 'information requested'],
  incidentJustified: ['incident justified', 'justified'],
  severity: ['severity', 'criticality'],
  supplier: ['supplier', 'supplier name', 'vendor'],
  originalReporter: ['reported by', 'reporter', 'raised by', 'originator', 'created by'],
  createdAt: ['created at', 'created', 'date created', 'submitted at', 'submitted'],
  updatedAt: ['updated at', 'updated', 'last updated', 'modified', 'closed at', 'date closed'],
};

/**
 * This product's own export: its header for each target it can import (incident-export.ts). The incident
 * number is also the external reference, so that re-importing a site's export finds what it imported before.
 */
export const OWN_EXPORT_HEADERS: Partial<Record<ImportTarget, string>> = {
  externalReference: 'Incident Number',
  incidentNumber: 'Incident Number',
  status: 'Status',
  originalReporter: 'Reported By',
  incidentDate: 'Incident Date',
  product: 'Product',
  partNumber: 'Part Number',
  partNumberDescription: 'Part Number Description',
  defectiveQuantity: 'Defective Quantity',
  grnNumber: 'GRN Number',
  orderNumber: 'Order Number',
  incidentLocation: 'Incident Location',
  category: 'Category',
  subcategory: 'Subcategory Level 1',
  furtherSubcategory: 'Subcategory Level 2',
  description: 'Description',
  rejectReason: 'Reject Reason',
  pendingUpdateReason: 'Pending Update Reason',
  incidentJustified: 'Incident Justified',
  createdAt: 'Created At',
  updatedAt: 'Updated At',
  severity: 'Severity',
  supplier: 'Supplier',
};

/** The export's headers, so that a renamed export column is noticed here (incident-import-fields.test.ts). */
export const EXPORT_HEADERS: readonly string[] = INCIDENT_EXPORT_COLUMNS.map((column) => column.header);

/** Whether the headers are this product's export: every header the import reads from it is there. */
export function isOwnExport(headers: readonly string[]): boolean {
  const present = new Set(headers.map((h) => h.trim()));
  return Object.values(OWN_EXPORT_HEADERS).every((header) => present.has(header));
}

/** The mapping of this product's export. */
export function ownExportMapping(): ImportMapping {
  return { ...emptyImportMapping(), ...OWN_EXPORT_HEADERS };
}

/** The mapping's targets whose column is not among the headers (a saved mapping used on another file). */
export function missingMappedHeaders(mapping: ImportMapping, headers: readonly string[]): ImportTarget[] {
  const present = new Set(headers);
  return IMPORT_TARGETS.filter((target) => {
    const header = mapping[target];
    return header !== null && !present.has(header);
  });
}

/** A header compared as the synonyms are written. */
export const headerKey = (header: string): string => normaliseLabel(header.replace(/[.:]+$/, ''));
