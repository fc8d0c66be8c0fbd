import type { ColumnFilterType, TColumnFilter } from './column-filter';
import type { TColumnChoice } from './profile';

/**
 * The columns of the incident tables (docs/product.md §2 Incident table, /incidents columns), with the filter type each
 * column's 'Filter Values' dialog uses (docs/product.md §9). The server sorts and filters by these ids; the browser shows
 * them with these labels.
 */
export const INCIDENT_COLUMNS = [
  { id: 'incidentNumber', label: 'Incident Number', filterType: 'numeric' },
  { id: 'reportedBy', label: 'Reported By', filterType: 'category' },
  { id: 'incidentDate', label: 'Incident Date', filterType: 'date' },
  { id: 'product', label: 'Product', filterType: 'category' },
  { id: 'partNumber', label: 'Part Number', filterType: 'category' },
  { id: 'supplier', label: 'Supplier', filterType: 'category' },
  { id: 'defectiveQuantity', label: 'Defective Quantity', filterType: 'numeric' },
  { id: 'grnNumber', label: 'GRN Number', filterType: 'string' },
  { id: 'orderNumber', label: 'Order Number', filterType: 'string' },
  { id: 'incidentLocation', label: 'Incident Location', filterType: 'object' },
  { id: 'category', label: 'Category', filterType: 'object' },
  { id: 'subcategory', label: 'Subcategory Level 1', filterType: 'object' },
  { id: 'furtherSubcategory', label: 'Subcategory Level 2', filterType: 'object' },
  { id: 'description', label: 'Description', filterType: 'string' },
  { id: 'investigationId', label: 'Investigation', filterType: 'status' },
  { id: 'incidentJustified', label: 'Incident Justified', filterType: 'boolean' },
  { id: 'status', label: 'Status', filterType: 'category' },
  { id: 'severity', label: 'Severity', filterType: 'category' },
  { id: 'dispositionStatus', label: 'Disposition', filterType: 'category' },
  { id: 'created_at', label: 'Created At', filterType: 'dateTime' },
  { id: 'updated_at', label: 'Updated At', filterType: 'dateTime' },
  { id: 'dueDate', label: 'Due', filterType: 'date' },
  { id: 'daysOverdue', label: 'Days overdue', filterType: 'numeric' },
] as const satisfies readonly { id: string; label: string; filterType: ColumnFilterType }[];

export type IncidentColumnId = (typeof INCIDENT_COLUMNS)[number]['id'];
export const INCIDENT_COLUMN_IDS = INCIDENT_COLUMNS.map((c) => c.id) as IncidentColumnId[];

/**
 * Columns of the tables only: "Due" and "Days overdue" come from the incident's investigation and change
 * with the day, so charts do not offer them (their overdue measures are their own values).
 */
export const LIST_ONLY_COLUMN_IDS: readonly IncidentColumnId[] = ['dueDate', 'daysOverdue'];
export const isListOnlyColumn = (id: string): boolean =>
  LIST_ONLY_COLUMN_IDS.includes(id as IncidentColumnId);
/** The incident columns a chart may group or count by. */
export const CHART_INCIDENT_COLUMNS = INCIDENT_COLUMNS.filter((c) => !isListOnlyColumn(c.id));
export const CHART_INCIDENT_COLUMN_IDS = CHART_INCIDENT_COLUMNS.map((c) => c.id) as IncidentColumnId[];

export function incidentColumn(id: string) {
  return INCIDENT_COLUMNS.find((c) => c.id === id);
}

export function isIncidentColumnId(id: string): id is IncidentColumnId {
  return INCIDENT_COLUMN_IDS.includes(id as IncidentColumnId);
}

/** Columns hidden until chosen in 'Incident Filter Options' (long text and bookkeeping). */
const HIDDEN_BY_DEFAULT: readonly IncidentColumnId[] = [
  'supplier',
  'grnNumber',
  'orderNumber',
  'subcategory',
  'furtherSubcategory',
  'description',
  'created_at',
  'updated_at',
];

/** The default column choices of both tables (profile incidentsFilter / draftIncidentsFilter). */
export function defaultIncidentColumnChoices(): TColumnChoice[] {
  return INCIDENT_COLUMN_IDS.map((id) => ({ id, selected: !HIDDEN_BY_DEFAULT.includes(id) }));
}

/**
 * A saved choice list brought in line with the current columns: unknown ids dropped, new columns appended
 * with their defaults, the saved order kept.
 */
export function reconcileColumnChoices(saved: readonly TColumnChoice[] | undefined): TColumnChoice[] {
  const defaults = defaultIncidentColumnChoices();
  if (!saved || saved.length === 0) return defaults;
  const known = saved.filter((c) => isIncidentColumnId(c.id));
  const seen = new Set<string>();
  const ordered: TColumnChoice[] = [];
  for (const choice of known) {
    if (seen.has(choice.id)) continue;
    seen.add(choice.id);
    ordered.push({ id: choice.id, selected: choice.selected });
  }
  for (const choice of defaults) if (!seen.has(choice.id)) ordered.push(choice);
  return ordered;
}

/**
 * The incident list's "overdue only" switch: a filter on Days overdue of at least 1 (the server matches it
 * through the investigations' due-date index).
 */
export function overdueOnlyFilter(): TColumnFilter {
  return {
    key: 'daysOverdue',
    type: 'numeric',
    allowEmpty: false,
    allowAll: false,
    filter: null,
    contains: '',
    from: 1,
    to: null,
  };
}

/** Whether the filters hold the "overdue only" switch. */
export function hasOverdueOnlyFilter(filters: readonly TColumnFilter[]): boolean {
  return filters.some((f) => f.key === 'daysOverdue' && f.from === 1 && f.to === null && !f.allowEmpty);
}
