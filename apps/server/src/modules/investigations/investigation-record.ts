import type { TInvestigation } from '@qi/domain/investigation';
import { findRootCauseCategory } from '@qi/domain/root-cause-categories';
import type { Selectable } from 'kysely';
import type { InvestigationsTable } from '../../db/types';
import {
  fromDbBool,
  fromDbNullableBool,
  fromDbNullableNumber,
  fromDbNumber,
  fromDbTimestamp,
  toDbBool,
} from '../../db/values';
import { investigationStatus, rootCauseCategoryOf } from '../incidents/investigation-values';
import { attachmentsJson, storedAttachments } from '../uploads/stored-attachments';
import { scheduleColumns, scheduleFromRow } from './investigation-schedule';

/** An investigation as the server sees it: the docs/product.md §3 shape with timestamps always present. */
export type InvestigationRecord = TInvestigation & { created_at: string; updated_at: string };

export { investigationStatus, rootCauseCategoryOf };

/** Reads a row (SQLite or PostgreSQL values) into the normalised record. */
export function toInvestigationRecord(row: Selectable<InvestigationsTable>): InvestigationRecord {
  return {
    id: row.id,
    status: investigationStatus(row.status),
    assignedTo: row.assigned_to ?? '',
    incidentDescription: row.incident_description,
    incidentJustified: fromDbNullableBool(row.incident_justified),
    containmentAction: row.containment_action,
    containmentActionSignedBy: row.containment_action_signed_by,
    containmentActionSignedDate: row.containment_action_signed_date,
    rootCause: row.root_cause,
    rootCauseSignedBy: row.root_cause_signed_by,
    rootCauseSignedDate: row.root_cause_signed_date,
    rootCauseCategory: rootCauseCategoryOf(row.root_cause_category_id, row.root_cause_category_title),
    correctiveAction: row.corrective_action,
    correctiveActionSignedBy: row.corrective_action_signed_by,
    correctiveActionSignedDate: row.corrective_action_signed_date,
    verificationOfEffectiveness: row.verification_of_effectiveness,
    verificationOfEffectivenessSignedBy: row.verification_of_effectiveness_signed_by,
    verificationOfEffectivenessSignedDate: row.verification_of_effectiveness_signed_date,
    preventiveAction: row.preventive_action,
    preventiveActionSignedBy: row.preventive_action_signed_by,
    preventiveActionSignedDate: row.preventive_action_signed_date,
    additionalNotes: row.additional_notes,
    additionalNotesSignedBy: row.additional_notes_signed_by,
    additionalNotesSignedDate: row.additional_notes_signed_date,
    defectiveProductQuantity: row.defective_product_quantity,
    costOfLabour: fromDbNullableNumber(row.cost_of_labour),
    costOfMaterial: fromDbNullableNumber(row.cost_of_material),
    costAdjustment: fromDbNullableNumber(row.cost_adjustment),
    attachments: storedAttachments(row.attachments),
    completed: fromDbBool(row.completed),
    completedSignedBy: row.completed_signed_by,
    completedSignedDate: row.completed_signed_date,
    schedule: scheduleFromRow(row),
    version: fromDbNumber(row.version),
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
  };
}

/** The stored category: the canonical title of a known id (a client-sent title is not trusted). */
function categoryColumns(category: TInvestigation['rootCauseCategory']) {
  if (!category) return { root_cause_category_id: null, root_cause_category_title: null };
  const known = findRootCauseCategory(category.id);
  return { root_cause_category_id: category.id, root_cause_category_title: known?.title ?? category.title };
}

/** The row written for a record (every column; `id` included). Attachments are stored without urls. */
export function toInvestigationRow(inv: InvestigationRecord) {
  return {
    id: inv.id,
    status: inv.status,
    assigned_to: inv.assignedTo || null,
    incident_description: inv.incidentDescription,
    incident_justified: inv.incidentJustified === null ? null : toDbBool(inv.incidentJustified),
    containment_action: inv.containmentAction,
    containment_action_signed_by: inv.containmentActionSignedBy,
    containment_action_signed_date: inv.containmentActionSignedDate,
    root_cause: inv.rootCause,
    root_cause_signed_by: inv.rootCauseSignedBy,
    root_cause_signed_date: inv.rootCauseSignedDate,
    ...categoryColumns(inv.rootCauseCategory),
    corrective_action: inv.correctiveAction,
    corrective_action_signed_by: inv.correctiveActionSignedBy,
    corrective_action_signed_date: inv.correctiveActionSignedDate,
    verification_of_effectiveness: inv.verificationOfEffectiveness,
    verification_of_effectiveness_signed_by: inv.verificationOfEffectivenessSignedBy,
    verification_of_effectiveness_signed_date: inv.verificationOfEffectivenessSignedDate,
    preventive_action: inv.preventiveAction,
    preventive_action_signed_by: inv.preventiveActionSignedBy,
    preventive_action_signed_date: inv.preventiveActionSignedDate,
    additional_notes: inv.additionalNotes,
    additional_notes_signed_by: inv.additionalNotesSignedBy,
    additional_notes_signed_date: inv.additionalNotesSignedDate,
    defective_product_quantity: inv.defectiveProductQuantity,
    cost_of_labour: inv.costOfLabour,
    cost_of_material: inv.costOfMaterial,
    cost_adjustment: inv.costAdjustment,
    attachments: attachmentsJson(inv.attachments),
    completed: toDbBool(inv.completed),
    completed_signed_by: inv.completedSignedBy,
    completed_signed_date: inv.completedSignedDate,
    ...scheduleColumns(inv.schedule),
    created_at: inv.created_at,
    updated_at: inv.updated_at,
  };
}
