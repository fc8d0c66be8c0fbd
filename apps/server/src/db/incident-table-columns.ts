import type { IncidentsTable } from './types';

/**
 * Every column of `incidents` that the application reads, qualified. Used instead of `selectAll('incidents')`:
 * on PostgreSQL the table also holds `search_text` (migration 100), a generated copy of the searched text
 * that only the search's WHERE reads; `select *` would fetch it with every row (about 300 bytes each).
 */
export const INCIDENT_TABLE_COLUMNS = [
  'incidents.id',
  'incidents.incident_number',
  'incidents.reported_by',
  'incidents.incident_date',
  'incidents.product',
  'incidents.part_number',
  'incidents.defective_quantity',
  'incidents.grn_number',
  'incidents.order_number',
  'incidents.location_id',
  'incidents.location_title',
  'incidents.category_id',
  'incidents.category_title',
  'incidents.subcategory_id',
  'incidents.subcategory_title',
  'incidents.further_subcategory_id',
  'incidents.further_subcategory_title',
  'incidents.description',
  'incidents.attachments',
  'incidents.investigation_id',
  'incidents.status',
  'incidents.reject_reason',
  'incidents.pending_update_reason',
  'incidents.incident_justified',
  'incidents.created_at',
  'incidents.updated_at',
  'incidents.version',
  'incidents.severity',
  'incidents.supplier_id',
  'incidents.disposition_status',
  'incidents.disposition_proposed_by',
  'incidents.disposition_proposed_at',
  'incidents.disposition_approved_by',
  'incidents.disposition_approved_at',
  'incidents.submitted_at',
  'incidents.acknowledged_at',
  'incidents.investigation_completed_at',
  'incidents.closed_at',
] as const satisfies readonly `incidents.${keyof IncidentsTable}`[];

/** Fails to compile when IncidentsTable gains a column that the list above lacks. */
export type IncidentTableColumnsComplete = MustBeNever<
  Exclude<`incidents.${keyof IncidentsTable}`, (typeof INCIDENT_TABLE_COLUMNS)[number]>
>;
type MustBeNever<T extends never> = T;
