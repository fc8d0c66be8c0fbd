import type { TAttachment } from '@qi/domain/attachments';
import type { TInvestigation } from '@qi/domain/investigation';
import { ROOT_CAUSE_CATEGORIES } from '@qi/domain/root-cause-categories';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { InvestigationsTable } from '../../db/types';
import {
  fromDbBool,
  fromDbJson,
  fromDbNullableBool,
  fromDbNullableNumber,
  fromDbTimestamp,
} from '../../db/values';

/** An investigations row in the domain shape (read-only: what the incident export shows). */
function toInvestigation(row: Selectable<InvestigationsTable>): TInvestigation {
  const category = row.root_cause_category_id
    ? (ROOT_CAUSE_CATEGORIES.find((c) => c.id === row.root_cause_category_id) ?? null)
    : null;
  return {
    id: row.id,
    status: row.status === 'completed' ? 'completed' : 'opened',
    assignedTo: row.assigned_to ?? '',
    incidentDescription: row.incident_description,
    incidentJustified: fromDbNullableBool(row.incident_justified),
    containmentAction: row.containment_action,
    containmentActionSignedBy: row.containment_action_signed_by,
    containmentActionSignedDate: row.containment_action_signed_date,
    rootCause: row.root_cause,
    rootCauseSignedBy: row.root_cause_signed_by,
    rootCauseSignedDate: row.root_cause_signed_date,
    rootCauseCategory: (category as TInvestigation['rootCauseCategory']) ?? null,
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
    attachments: fromDbJson<TAttachment[]>(row.attachments, []),
    completed: fromDbBool(row.completed),
    completedSignedBy: row.completed_signed_by,
    completedSignedDate: row.completed_signed_date,
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
  };
}

/** The investigations with these ids (one export batch), by id. */
export async function findInvestigationsByIds(db: Db, ids: string[]): Promise<Map<string, TInvestigation>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, TInvestigation>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('investigations')
      .selectAll()
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, toInvestigation(row));
  }
  return found;
}

/** Every user's name by id (users are staff: a bounded list). */
export async function userNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('users').select(['user_id', 'name']).execute();
  return new Map(rows.map((r) => [r.user_id, r.name]));
}

/** Every part number's description by id (bounded reference data). */
export async function partNumberDescriptions(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('part_numbers').select(['id', 'description']).execute();
  return new Map(rows.map((r) => [r.id, r.description]));
}
