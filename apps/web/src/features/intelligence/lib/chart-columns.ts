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

/** Group by / Value options: the incident columns charts take, then the investigation columns. */
export const CHART_COLUMN_OPTIONS: readonly ChartColumnOption[] = [
  ...CHART_INCIDENT_COLUMNS.map((c) => ({ value: c.id, label: c.label })),
  ...INVESTIGATION_CHART_COLUMNS,
];

/** The readable label of a chart column (the id itself when unknown). */
export function chartColumnLabel(id: string): string {
  return CHART_COLUMN_OPTIONS.find((c) => c.value === id)?.label ?? id;
}
