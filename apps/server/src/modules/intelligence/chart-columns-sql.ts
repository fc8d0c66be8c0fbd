import { incidentColumn, isIncidentColumnId, isListOnlyColumn } from '@qi/domain/incident-columns';
import { type SqlBool, sql } from 'kysely';
import { monthOfTimestamp } from '../../db/dialect';
import { COLUMN_SQL, columnRef } from '../incidents/incident-columns-sql';
import type {
  Condition,
  DbKind,
  FilterColumn,
  SqlExpression,
} from '../incidents/incident-list-conditions-sql';
import { measureColumnSql } from './chart-measures-sql';
import type { ChartColumnKind, ChartColumnSql, MeasureClock } from './chart-sql-types';

export type { ChartColumnKind, ChartColumnSql };

const INCIDENT_KINDS: Record<string, ChartColumnKind> = {
  incidentNumber: 'number',
  incidentDate: 'date',
  defectiveQuantity: 'number',
  incidentLocation: 'object',
  category: 'object',
  subcategory: 'object',
  furtherSubcategory: 'object',
  incidentJustified: 'boolean',
  created_at: 'timestamp',
  updated_at: 'timestamp',
};

const inv = (column: string) => `investigations.${column}`;

/**
 * Total cost: labour + material + adjustment, nulls as 0, rounded to pennies (docs/product.md §9, domain sumPounds);
 * no investigation → no value.
 */
const COST_TOTAL = sql`(case when investigations.id is null then null else round(coalesce(investigations.cost_of_labour, 0) + coalesce(investigations.cost_of_material, 0) + coalesce(investigations.cost_adjustment, 0), 2) end)`;

function investigationColumn(
  kind: ChartColumnKind,
  column: string,
  filterType: FilterColumn['filterType'],
  idColumn?: string,
): ChartColumnSql {
  return {
    kind,
    ref: columnRef(inv(column)),
    ...(idColumn ? { id: columnRef(inv(idColumn)) } : {}),
    investigation: true,
    incidentColumns: [],
    filter: {
      filterType,
      sql: { sort: inv(column), nullable: true, ...(idColumn ? { id: inv(idColumn) } : {}) },
    },
  };
}

/** A user's name by id (its id when the user is unknown): charts group reporters and assignees by name. */
const userName = (id: SqlExpression): SqlExpression =>
  sql`coalesce((select ${sql.ref('users.name')} from users where ${sql.ref('users.user_id')} = ${id}), ${id})`;

const INVESTIGATION_COLUMNS: Record<string, ChartColumnSql> = {
  investigationStatus: investigationColumn('text', 'status', 'category'),
  rootCauseCategory: investigationColumn(
    'object',
    'root_cause_category_title',
    'object',
    'root_cause_category_id',
  ),
  assignedTo: { ...investigationColumn('text', 'assigned_to', 'category'), label: userName },
  costOfLabour: investigationColumn('number', 'cost_of_labour', 'numeric'),
  costOfMaterial: investigationColumn('number', 'cost_of_material', 'numeric'),
  costAdjustment: investigationColumn('number', 'cost_adjustment', 'numeric'),
  costTotal: {
    kind: 'number',
    ref: COST_TOTAL,
    investigation: true,
    incidentColumns: [],
    filter: {
      filterType: 'numeric',
      sql: { sort: 'investigations.cost_of_labour', nullable: true },
      expression: COST_TOTAL,
    },
  },
  defectiveProductQuantity: investigationColumn('text', 'defective_product_quantity', 'string'),
};

export const INVESTIGATION_CHART_COLUMNS = Object.keys(INVESTIGATION_COLUMNS);

function dispositionColumn(
  kind: ChartColumnKind,
  column: string,
  filterType: FilterColumn['filterType'],
  lines: 'incident' | 'decision',
): ChartColumnSql {
  return {
    kind,
    ref: columnRef(`dl.${column}`),
    investigation: false,
    lines,
    incidentColumns: [],
    filter: { filterType, sql: { sort: `dl.${column}`, nullable: true } },
  };
}

/**
 * The disposition columns (docs/product.md §3 Disposition): the decision (a chart that uses it has a row per
 * incident and decision), the scrap quantity and the disposition cost (summed: domain SUMMED_CHART_COLUMNS).
 */
const DISPOSITION_COLUMNS: Record<string, ChartColumnSql> = {
  dispositionDecision: dispositionColumn('text', 'decision', 'category', 'decision'),
  scrapQuantity: dispositionColumn('number', 'scrap_quantity', 'numeric', 'incident'),
  dispositionCost: dispositionColumn('number', 'cost', 'numeric', 'incident'),
};

export const DISPOSITION_CHART_COLUMNS = Object.keys(DISPOSITION_COLUMNS);

/** A supplier's name by id (its id when the supplier is unknown): charts group suppliers by name. */
const supplierName = (id: SqlExpression): SqlExpression =>
  sql`coalesce((select ${sql.ref('suppliers.name')} from suppliers where ${sql.ref('suppliers.id')} = ${id}), ${id})`;

/**
 * The SQL of a chart column, or undefined for an unknown id. The id is the caller's text: only the map's own
 * keys count ('valueOf' or '__proto__' would otherwise find Object.prototype's members). The measures
 * (chart-measures-sql.ts) depend on the database and the time they are computed at.
 */
export function chartColumnSql(id: string, clock: MeasureClock): ChartColumnSql | undefined {
  if (isIncidentColumnId(id) && !isListOnlyColumn(id)) {
    const map = COLUMN_SQL[id];
    return {
      kind: INCIDENT_KINDS[id] ?? 'text',
      ref: columnRef(map.sort),
      ...(map.id ? { id: columnRef(map.id) } : {}),
      ...(id === 'supplier' ? { label: supplierName } : {}),
      ...(id === 'reportedBy' ? { label: userName } : {}),
      investigation: false,
      incidentColumns: map.id ? [map.sort, map.id] : [map.sort],
      filter: { filterType: incidentFilterType(id), sql: map },
    };
  }
  if (Object.hasOwn(INVESTIGATION_COLUMNS, id)) return INVESTIGATION_COLUMNS[id];
  if (Object.hasOwn(DISPOSITION_COLUMNS, id)) return DISPOSITION_COLUMNS[id];
  return measureColumnSql(id, clock);
}

function incidentFilterType(id: string): FilterColumn['filterType'] {
  return incidentColumn(id)?.filterType ?? 'category';
}

/** Whether a row has a value in the column (domain: not null and not blank text). */
export function nonEmpty(column: ChartColumnSql): Condition {
  if (column.kind === 'object') return sql<SqlBool>`${column.id ?? column.ref} is not null`;
  if (column.kind === 'text' || column.kind === 'date') {
    return sql<SqlBool>`(${column.ref} is not null and trim(${column.ref}) <> '')`;
  }
  return sql<SqlBool>`${column.ref} is not null`;
}

/**
 * The expression a chart groups by: month and year ('YYYY-MM', chronological as text) for dates and
 * timestamps (UTC, like the stored ISO text), the title for objects, the value otherwise.
 */
export function groupExpression(kind: DbKind, column: ChartColumnSql): SqlExpression {
  switch (column.kind) {
    case 'date':
      return sql`substr(${column.ref}, 1, 7)`;
    case 'timestamp':
      return monthOfTimestamp(kind, column.ref);
    case 'object':
      return sql`coalesce(${column.ref}, ${column.id ?? column.ref})`;
    default:
      return column.ref;
  }
}
