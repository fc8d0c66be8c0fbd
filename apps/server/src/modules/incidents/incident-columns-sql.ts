import type { IncidentColumnId } from '@qi/domain/incident-columns';
import { type RawBuilder, sql } from 'kysely';
import { DAYS_OVERDUE_ORDER, DUE_ORDER } from './incident-due-sql';

/**
 * How each incident column of the tables (domain INCIDENT_COLUMNS) maps to SQL: the expression it sorts by,
 * whether it may be null (sorted last), the expression an 'object' filter matches (the node id) and the one
 * the distinct-values dialog groups by. Every sort expression is an indexed column of `incidents`
 * (migrations 001 and 010) except the description, which is too long to index.
 */
export interface ColumnSql {
  sort: string;
  nullable: boolean;
  /** object columns: the id column (the sort column holds the title). */
  id?: string;
  /**
   * The expression the list orders by when it is not `sort` itself (filters and distinct values keep
   * `sort`). It may read `sort` of the row only, so that the ids queries, which select `sort`, can order by it.
   */
  order?: RawBuilder<unknown>;
}

export const COLUMN_SQL: Record<IncidentColumnId, ColumnSql> = {
  incidentNumber: { sort: 'incidents.incident_number', nullable: true },
  // The table shows the reporter's name: the list sorts by it (then by id), not by the user id the filter and
  // distinct values use. One primary-key lookup of `users` per row; no index gives this order, so the
  // matching rows are sorted (users' names are not copied into incidents, where a rename would go stale).
  reportedBy: {
    sort: 'incidents.reported_by',
    nullable: false,
    order: sql`(select ${sql.ref('users.name')} from users where ${sql.ref('users.user_id')} = ${sql.ref('incidents.reported_by')})`,
  },
  incidentDate: { sort: 'incidents.incident_date', nullable: false },
  product: { sort: 'incidents.product', nullable: false },
  partNumber: { sort: 'incidents.part_number', nullable: false },
  defectiveQuantity: { sort: 'incidents.defective_quantity', nullable: true },
  grnNumber: { sort: 'incidents.grn_number', nullable: false },
  orderNumber: { sort: 'incidents.order_number', nullable: false },
  incidentLocation: { sort: 'incidents.location_title', nullable: true, id: 'incidents.location_id' },
  category: { sort: 'incidents.category_title', nullable: true, id: 'incidents.category_id' },
  subcategory: { sort: 'incidents.subcategory_title', nullable: true, id: 'incidents.subcategory_id' },
  furtherSubcategory: {
    sort: 'incidents.further_subcategory_title',
    nullable: true,
    id: 'incidents.further_subcategory_id',
  },
  description: { sort: 'incidents.description', nullable: false },
  investigationId: { sort: 'incidents.investigation_id', nullable: true },
  incidentJustified: { sort: 'incidents.incident_justified', nullable: true },
  status: { sort: 'incidents.status', nullable: false },
  severity: {
    sort: 'incidents.severity',
    nullable: true,
    // Most serious first when sorted ascending, as the chips read (critical, major, minor).
    order: sql`case ${sql.ref('incidents.severity')} when 'critical' then 1 when 'major' then 2 when 'minor' then 3 end`,
  },
  // Sorted by the supplier's name (one primary-key lookup per row, as for the reporter); filtered by id.
  supplier: {
    sort: 'incidents.supplier_id',
    nullable: true,
    order: sql`(select ${sql.ref('suppliers.name')} from suppliers where ${sql.ref('suppliers.id')} = ${sql.ref('incidents.supplier_id')})`,
  },
  dispositionStatus: {
    sort: 'incidents.disposition_status',
    nullable: false,
    order: sql`case ${sql.ref('incidents.disposition_status')} when 'awaiting' then 1 when 'decided' then 2 when 'approved' then 3 end`,
  },
  created_at: { sort: 'incidents.created_at', nullable: false },
  updated_at: { sort: 'incidents.updated_at', nullable: false },
  // Read from the investigation (incident-due-sql.ts); filtered there through the due-date index.
  dueDate: { sort: 'incidents.investigation_id', nullable: false, order: DUE_ORDER },
  daysOverdue: { sort: 'incidents.investigation_id', nullable: false, order: DAYS_OVERDUE_ORDER },
};

/** A column reference from the fixed map above (never user text). */
export function columnRef(column: string): RawBuilder<unknown> {
  return sql.ref(column);
}

/** The expression the list orders a column by (its `order`, else its sort column). */
export function sortRef(column: IncidentColumnId): RawBuilder<unknown> {
  return COLUMN_SQL[column].order ?? columnRef(COLUMN_SQL[column].sort);
}

/** The text the global search looks in (incident number, product, part number, GRN, order, description, titles). */
export const SEARCH_COLUMNS = [
  'incidents.product',
  'incidents.part_number',
  'incidents.grn_number',
  'incidents.order_number',
  'incidents.description',
  'incidents.location_title',
  'incidents.category_title',
  'incidents.subcategory_title',
  'incidents.further_subcategory_title',
];
