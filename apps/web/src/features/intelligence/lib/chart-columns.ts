import { CHART_INCIDENT_COLUMNS } from '@qi/domain/incident-columns';

export interface ChartColumnOption {
  value: string;
  label: string;
}

/** The investigation columns a chart may group or count by (docs/api.md, Intelligence). */
export const INVESTIGATION_CHART_COLUMNS: readonly ChartColumnOption[] = [
  { value: 'investigationStatus', label: 'Investigation Status' },
  { value: 'rootCauseCategory', label: 'Root Cause Category' },
  { value: 'assignedTo', label: 'Assigned To' },
  { value: 'costOfLabour', label: 'Cost of Labour' },
  { value: 'costOfMaterial', label: 'Cost of Material' },
  { value: 'costAdjustment', label: 'Cost Adjustment' },
  { value: 'costTotal', label: 'Total Cost' },
  { value: 'defectiveProductQuantity', label: 'Defective Product Quantity' },
];

/** The disposition columns (the lines' decisions, and their sums per incident). */
export const DISPOSITION_CHART_COLUMNS: readonly ChartColumnOption[] = [
  { value: 'dispositionDecision', label: 'Disposition Decision' },
  { value: 'scrapQuantity', label: 'Scrap Quantity' },
  { value: 'dispositionCost', label: 'Disposition Cost' },
];

/**
 * The measures computed from the incident milestones (docs/api.md, Intelligence): days averaged, the age as a
 * group.
 */
export const MEASURE_CHART_COLUMNS: readonly ChartColumnOption[] = [
  { value: 'daysToClose', label: 'Days to Close (average)' },
  { value: 'daysOpen', label: 'Days Open (average)' },
  { value: 'ageBucket', label: 'Age (days)' },
  { value: 'overdueCount', label: 'Overdue (incidents)' },
  { value: 'onTimeRate', label: 'On-time rate (%)' },
  { value: 'effectivenessRate', label: 'Effectiveness rate (%)' },
];

/** Group by / Value options: every incident column, then the investigation, disposition and measure columns. */
export const CHART_COLUMN_OPTIONS: readonly ChartColumnOption[] = [
  ...CHART_INCIDENT_COLUMNS.map((c) => ({ value: c.id, label: c.label })),
  ...INVESTIGATION_CHART_COLUMNS,
  ...DISPOSITION_CHART_COLUMNS,
  ...MEASURE_CHART_COLUMNS,
];

/** The readable label of a chart column (the id itself when unknown). */
export function chartColumnLabel(id: string): string {
  return CHART_COLUMN_OPTIONS.find((c) => c.value === id)?.label ?? id;
}
