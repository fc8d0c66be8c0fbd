import type { TAttachment } from '@qi/domain/attachments';
import type { DispositionStatus, TDisposition } from '@qi/domain/disposition';
import type { IncidentStatus } from '@qi/domain/incident-status';
import type { InvestigationStatus } from '@qi/domain/investigation';
import type { Severity } from '@qi/domain/severity';
import type { Selectable } from 'kysely';
import type { IncidentsTable } from '../../db/types';
import {
  fromDbJson,
  fromDbNullableBool,
  fromDbNullableNumber,
  fromDbNullableTimestamp,
  fromDbNumber,
  fromDbTimestamp,
  toDbBool,
} from '../../db/values';

/** A chosen node of the location tree, as stored on the incident. */
export interface Labelled {
  id: string;
  title: string;
}

/** An incident as the server sees it (normalised; the row type stays in the repositories). */
export interface IncidentRecord {
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
  /** Stored without urls: urls are signed when presented. */
  attachments: TAttachment[];
  investigationId: string | null;
  status: IncidentStatus;
  rejectReason: string | null;
  pendingUpdateReason: string | null;
  incidentJustified: boolean | null;
  created_at: string;
  updated_at: string;
  /** One more with every write (migration 180); absent only on records not read from the table yet. */
  version?: number;
  severity: Severity | null;
  supplierId: string | null;
  dispositionStatus: DispositionStatus;
  dispositionProposedBy: string | null;
  dispositionProposedAt: string | null;
  dispositionApprovedBy: string | null;
  dispositionApprovedAt: string | null;
  /** The lines, read only where one incident is shown (disposition-repository.ts). */
  disposition?: TDisposition;
  /** Migration 230 (domain incident-measures.ts); absent only on records not read from the table (not written then). */
  submittedAt?: string | null;
  acknowledgedAt?: string | null;
  investigationCompletedAt?: string | null;
  closedAt?: string | null;
}

/** The disposition fields of an incident nobody has dispositioned yet. */
export const NO_DISPOSITION = {
  dispositionStatus: 'awaiting',
  dispositionProposedBy: null,
  dispositionProposedAt: null,
  dispositionApprovedBy: null,
  dispositionApprovedAt: null,
} as const satisfies Partial<IncidentRecord>;

/** An incident with the status of its investigation (LEFT JOIN investigations). */
export interface IncidentWithInvestigation extends IncidentRecord {
  investigationStatus: InvestigationStatus | null;
  /** Its investigation's earliest open due date (migration 220), when read. */
  investigationDueDate?: string | null;
}

const labelled = (id: string | null, title: string | null): Labelled | null =>
  id === null ? null : { id, title: title ?? id };

function storedAttachments(value: unknown): TAttachment[] {
  // Most incidents have none: no JSON to parse (list pages and exports read thousands of rows).
  if (value === '[]') return [];
  const list = fromDbJson<unknown[]>(value, []);
  if (!Array.isArray(list)) return [];
  return list
    .filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null)
    .map((a) => ({
      id: String(a.id ?? ''),
      name: String(a.name ?? ''),
      type: String(a.type ?? ''),
      size: typeof a.size === 'number' ? a.size : Number(a.size ?? 0) || 0,
      url: '',
    }))
    .filter((a) => a.id !== '');
}

export function toIncidentRecord(row: Selectable<IncidentsTable>): IncidentRecord {
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
    attachments: storedAttachments(row.attachments),
    investigationId: row.investigation_id,
    status: row.status as IncidentStatus,
    rejectReason: row.reject_reason,
    pendingUpdateReason: row.pending_update_reason,
    incidentJustified: fromDbNullableBool(row.incident_justified),
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
    version: fromDbNumber(row.version),
    severity: (row.severity as Severity | null) ?? null,
    supplierId: row.supplier_id ?? null,
    dispositionStatus: (row.disposition_status as DispositionStatus | undefined) ?? 'awaiting',
    dispositionProposedBy: row.disposition_proposed_by ?? null,
    dispositionProposedAt: fromDbNullableTimestamp(row.disposition_proposed_at),
    dispositionApprovedBy: row.disposition_approved_by ?? null,
    dispositionApprovedAt: fromDbNullableTimestamp(row.disposition_approved_at),
    submittedAt: fromDbNullableTimestamp(row.submitted_at),
    acknowledgedAt: fromDbNullableTimestamp(row.acknowledged_at),
    investigationCompletedAt: fromDbNullableTimestamp(row.investigation_completed_at),
    closedAt: fromDbNullableTimestamp(row.closed_at),
  };
}

export function toInvestigationStatus(value: unknown): InvestigationStatus | null {
  return value === 'opened' || value === 'completed' ? value : null;
}

/** The row written for a record (every column; `id` included). */
export function toIncidentRow(incident: IncidentRecord) {
  return {
    id: incident.id,
    incident_number: incident.incidentNumber,
    reported_by: incident.reportedBy,
    incident_date: incident.incidentDate,
    product: incident.product,
    part_number: incident.partNumber,
    defective_quantity: incident.defectiveQuantity,
    grn_number: incident.grnNumber,
    order_number: incident.orderNumber,
    location_id: incident.incidentLocation?.id ?? null,
    location_title: incident.incidentLocation?.title ?? null,
    category_id: incident.category?.id ?? null,
    category_title: incident.category?.title ?? null,
    subcategory_id: incident.subcategory?.id ?? null,
    subcategory_title: incident.subcategory?.title ?? null,
    further_subcategory_id: incident.furtherSubcategory?.id ?? null,
    further_subcategory_title: incident.furtherSubcategory?.title ?? null,
    description: incident.description,
    attachments: JSON.stringify(
      incident.attachments.map((a) => ({ id: a.id, name: a.name, type: a.type, size: a.size })),
    ),
    investigation_id: incident.investigationId,
    status: incident.status,
    reject_reason: incident.rejectReason,
    pending_update_reason: incident.pendingUpdateReason,
    incident_justified: incident.incidentJustified === null ? null : toDbBool(incident.incidentJustified),
    created_at: incident.created_at,
    updated_at: incident.updated_at,
    severity: incident.severity,
    supplier_id: incident.supplierId,
    disposition_status: incident.dispositionStatus,
    disposition_proposed_by: incident.dispositionProposedBy,
    disposition_proposed_at: incident.dispositionProposedAt,
    disposition_approved_by: incident.dispositionApprovedBy,
    disposition_approved_at: incident.dispositionApprovedAt,
    // Undefined (a record that never held them) writes nothing: the stored milestones stay.
    submitted_at: incident.submittedAt,
    acknowledged_at: incident.acknowledgedAt,
    investigation_completed_at: incident.investigationCompletedAt,
    closed_at: incident.closedAt,
  };
}
