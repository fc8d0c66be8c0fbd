import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { IncidentsTable } from '../../db/types';
import { fromDbJson, fromDbNullableBool, fromDbNullableNumber, fromDbTimestamp } from '../../db/values';

export interface Labelled {
  id: string;
  title: string;
}

/** An incident in the shape of SPEC §3 (location levels as {id, title}). */
export interface IncidentView {
  id: string;
  incidentNumber: number | null;
  reportedBy: string;
  incidentDate: string;
  product: string;
  partNumber: string;
  defectiveQuantity: number | null;
  grnNumber: string;
  orderNumber: string;
  incidentLocation: Labelled | null;
  category: Labelled | null;
  subcategory: Labelled | null;
  furtherSubcategory: Labelled | null;
  description: string;
  attachments: unknown[];
  investigationId: string | null;
  status: string;
  rejectReason: string | null;
  pendingUpdateReason: string | null;
  incidentJustified: boolean | null;
  created_at: string;
  updated_at: string;
}

const labelled = (id: string | null, title: string | null): Labelled | null =>
  id === null ? null : { id, title: title ?? id };

function toIncidentView(row: Selectable<IncidentsTable>): IncidentView {
  return {
    id: row.id,
    incidentNumber: fromDbNullableNumber(row.incident_number),
    reportedBy: row.reported_by,
    incidentDate: row.incident_date,
    product: row.product,
    partNumber: row.part_number,
    defectiveQuantity: fromDbNullableNumber(row.defective_quantity),
    grnNumber: row.grn_number,
    orderNumber: row.order_number,
    incidentLocation: labelled(row.location_id, row.location_title),
    category: labelled(row.category_id, row.category_title),
    subcategory: labelled(row.subcategory_id, row.subcategory_title),
    furtherSubcategory: labelled(row.further_subcategory_id, row.further_subcategory_title),
    description: row.description,
    attachments: fromDbJson<unknown[]>(row.attachments, []),
    investigationId: row.investigation_id,
    status: row.status,
    rejectReason: row.reject_reason,
    pendingUpdateReason: row.pending_update_reason,
    incidentJustified: fromDbNullableBool(row.incident_justified),
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
  };
}

/** The caller's own incidents, newest first, at most `limit` (uses the reported_by index). */
export async function listOwnIncidents(db: Db, userId: string, limit: number): Promise<IncidentView[]> {
  const rows = await db
    .selectFrom('incidents')
    .selectAll()
    .where('reported_by', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toIncidentView);
}
