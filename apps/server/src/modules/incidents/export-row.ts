import {
  type ExportCell,
  type ExportContext,
  type ExportInvestigation,
  exportRowSafeCells,
  type IncidentExportRow,
} from '@qi/domain/incident-export';
import { fromDbBool, fromDbNullableNumber } from '../../db/values';
import { toIncidentRecord } from './incident-record';
import { investigationStatus, rootCauseCategoryOf } from './investigation-values';

/**
 * The investigation columns the export shows, read in the same statement as the incidents (LEFT JOIN): one
 * query per batch instead of two, and none of the columns the export does not show (signed dates,
 * attachments, timestamps). Each is aliased `inv_…`: the two tables share column names.
 */
export const INVESTIGATION_COLUMNS = [
  'investigations.status as inv_status',
  'investigations.assigned_to as inv_assigned_to',
  'investigations.incident_description as inv_incident_description',
  'investigations.containment_action as inv_containment_action',
  'investigations.containment_action_signed_by as inv_containment_action_signed_by',
  'investigations.root_cause as inv_root_cause',
  'investigations.root_cause_signed_by as inv_root_cause_signed_by',
  'investigations.root_cause_category_id as inv_root_cause_category_id',
  'investigations.root_cause_category_title as inv_root_cause_category_title',
  'investigations.corrective_action as inv_corrective_action',
  'investigations.corrective_action_signed_by as inv_corrective_action_signed_by',
  'investigations.verification_of_effectiveness as inv_verification_of_effectiveness',
  'investigations.verification_of_effectiveness_signed_by as inv_verification_of_effectiveness_signed_by',
  'investigations.preventive_action as inv_preventive_action',
  'investigations.preventive_action_signed_by as inv_preventive_action_signed_by',
  'investigations.additional_notes as inv_additional_notes',
  'investigations.additional_notes_signed_by as inv_additional_notes_signed_by',
  'investigations.defective_product_quantity as inv_defective_product_quantity',
  'investigations.cost_of_labour as inv_cost_of_labour',
  'investigations.cost_of_material as inv_cost_of_material',
  'investigations.cost_adjustment as inv_cost_adjustment',
  'investigations.completed as inv_completed',
  'investigations.completed_signed_by as inv_completed_signed_by',
  'investigations.completed_signed_date as inv_completed_signed_date',
] as const;

type InvestigationColumns = {
  [C in (typeof INVESTIGATION_COLUMNS)[number] as C extends `${string} as ${infer A}` ? A : never]: unknown;
};

const text = (value: unknown) => value as string;
const signer = (value: unknown) => value as string | null;

/**
 * The investigation of a joined row, normalised as toInvestigationRecord does (investigation-record.ts;
 * export-rows-repository.test.ts holds the two together). `inv_status` is null only when the incident has no
 * investigation row (the column is NOT NULL).
 */
export function toExportInvestigation(row: InvestigationColumns): ExportInvestigation | null {
  if (row.inv_status === null || row.inv_status === undefined) return null;
  return {
    status: investigationStatus(row.inv_status as string),
    assignedTo: (row.inv_assigned_to as string | null) ?? '',
    incidentDescription: text(row.inv_incident_description),
    containmentAction: text(row.inv_containment_action),
    containmentActionSignedBy: signer(row.inv_containment_action_signed_by),
    rootCause: text(row.inv_root_cause),
    rootCauseSignedBy: signer(row.inv_root_cause_signed_by),
    rootCauseCategory: rootCauseCategoryOf(
      row.inv_root_cause_category_id as string | null,
      row.inv_root_cause_category_title as string | null,
    ),
    correctiveAction: text(row.inv_corrective_action),
    correctiveActionSignedBy: signer(row.inv_corrective_action_signed_by),
    verificationOfEffectiveness: text(row.inv_verification_of_effectiveness),
    verificationOfEffectivenessSignedBy: signer(row.inv_verification_of_effectiveness_signed_by),
    preventiveAction: text(row.inv_preventive_action),
    preventiveActionSignedBy: signer(row.inv_preventive_action_signed_by),
    additionalNotes: text(row.inv_additional_notes),
    additionalNotesSignedBy: signer(row.inv_additional_notes_signed_by),
    defectiveProductQuantity: text(row.inv_defective_product_quantity),
    costOfLabour: fromDbNullableNumber(row.inv_cost_of_labour),
    costOfMaterial: fromDbNullableNumber(row.inv_cost_of_material),
    costAdjustment: fromDbNullableNumber(row.inv_cost_adjustment),
    completed: fromDbBool(row.inv_completed),
    completedSignedBy: signer(row.inv_completed_signed_by),
    completedSignedDate: signer(row.inv_completed_signed_date),
  };
}

/**
 * An export row (an incident with its investigation's columns, as read by export-rows-repository.ts) as the
 * domain's export takes it; the disposition sums are added by the repository.
 */
export function toExportRow(row: Record<string, unknown>): IncidentExportRow {
  const incident = toIncidentRecord(row as never);
  return {
    incident,
    investigation: incident.investigationId ? toExportInvestigation(row as InvestigationColumns) : null,
  };
}

/** The export's dates and times are written in UTC. */
export const EXPORT_TIME_ZONE = 'UTC';

/**
 * What an export looks up beyond its rows (export-lookups-repository.ts): plain maps, so that they can go to
 * the export's thread with the walk.
 */
export interface ExportLookups {
  userNames: Map<string, string>;
  partNumberDescriptions: Map<string, string>;
  supplierNames: Map<string, string>;
}

/** The domain's export context over the lookups. */
export function exportContext(lookups: ExportLookups): ExportContext {
  const { userNames, partNumberDescriptions, supplierNames } = lookups;
  return {
    userName: (id) => (id ? (userNames.get(id) ?? '') : ''),
    partNumberDescription: (id) => partNumberDescriptions.get(id) ?? '',
    supplierName: (id) => (id ? (supplierNames.get(id) ?? '') : ''),
    timeZone: EXPORT_TIME_ZONE,
  };
}

/** The export's cells of each row (the domain's, every text cell neutralised against spreadsheet formulas). */
export function exportCells(rows: readonly IncidentExportRow[], ctx: ExportContext): ExportCell[][] {
  const cells = new Array<ExportCell[]>(rows.length);
  for (let i = 0; i < rows.length; i++) cells[i] = exportRowSafeCells(rows[i]!, ctx);
  return cells;
}
