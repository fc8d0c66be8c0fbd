import type { IncidentColumnId } from '@qi/domain/incident-columns';
import { type RawBuilder, sql } from 'kysely';

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
}

export const COLUMN_SQL: Record<IncidentColumnId, ColumnSql> = {
  incidentNumber: { sort: 'incidents.incident_number', nullable: true },
  reportedBy: { sort: 'incidents.reported_by', nullable: false },
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
  created_at: { sort: 'incidents.created_at', nullable: false },
  updated_at: { sort: 'incidents.updated_at', nullable: false },
};

/** A column reference from the fixed map above (never user text). */
export function columnRef(column: string): RawBuilder<unknown> {
  return sql.ref(column);
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
