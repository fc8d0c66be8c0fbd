import type { TColumnFilter } from './column-filter';
import type { ChartType } from './report';
import type { ScarStage } from './scar-stages';

/**
 * The Supplier performance chart (issue 46): per supplier, the corrective action requests raised in the chart's
 * date range, the share of their submitted stages submitted by their milestone's due date, the mean days from
 * raising to closing (closed requests only) and the repeat incidents (the same supplier and part number submitted
 * after a request covering them was closed).
 */

/** The chart's date range is its Incident Date filter's months, applied to the date each request was raised. */
export const SUPPLIER_PERFORMANCE_DATE_KEY = 'incidentDate';

export const SUPPLIER_PERFORMANCE_MESSAGES = {
  filter:
    'A supplier performance chart is filtered by Incident Date only: the months its requests were raised in.',
} as const;

/** The column headings of the chart, in order. */
export const SUPPLIER_PERFORMANCE_HEADINGS = {
  supplier: 'Supplier',
  requests: 'Requests',
  onTimePercent: 'On-time answers',
  meanDaysToClose: 'Days to close',
  repeatIncidents: 'Repeat incidents',
} as const;

/** A stage answers a milestone (d3, d4, d5d6, d8); d1, d2 and d7 have no due date of their own. */
export type MilestoneStage = Extract<ScarStage, 'd3' | 'd4' | 'd5d6' | 'd8'>;

/** What the chart may not use, as `{ path, message }`: any filter but its date range. */
export function supplierPerformanceIssues(chart: {
  chartType?: ChartType | undefined;
  filter: readonly Pick<TColumnFilter, 'key'>[];
}): { path: string; message: string }[] {
  if (chart.chartType !== 'supplierPerformanceChart') return [];
  return chart.filter.flatMap((f, index) =>
    f.key === SUPPLIER_PERFORMANCE_DATE_KEY
      ? []
      : [{ path: `filter.${index}.key`, message: SUPPLIER_PERFORMANCE_MESSAGES.filter }],
  );
}

/** One request as the database holds it. */
export interface ScarFacts {
  id: string;
  supplier: string;
  /** ISO timestamps. */
  raisedAt: string;
  closedAt: string | null;
  /** Each submitted stage that answers a milestone: its first submission and the milestone's due date. */
  stages: { firstSubmittedAt: string; dueDate: string }[];
}

/** An incident submitted after a request covering its supplier and part number was closed. */
export interface RepeatIncident {
  supplier: string;
  incidentId: string;
}

export interface SupplierPerformanceRow {
  supplier: string;
  requests: number;
  /** 0–100 with one decimal; null when no stage was submitted. */
  onTimePercent: number | null;
  /** One decimal; null when no request was closed. */
  meanDaysToClose: number | null;
  repeatIncidents: number;
}

const DAY_MS = 86_400_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The rows of the chart: the suppliers with the most requests first (ties by name in natural order), at most
 * `limit` of them. A stage is on time when its first submission's date is on or before the due date (as a
 * milestone is met, scar-milestones.ts). An incident repeating after two closed requests counts once.
 */
export function supplierPerformance(
  scars: readonly ScarFacts[],
  repeats: readonly RepeatIncident[],
  limit: number | '',
): SupplierPerformanceRow[] {
  const bySupplier = new Map<string, ScarFacts[]>();
  for (const scar of scars) bySupplier.set(scar.supplier, [...(bySupplier.get(scar.supplier) ?? []), scar]);
  const rows = [...bySupplier].map(([supplier, list]): SupplierPerformanceRow => {
    const stages = list.flatMap((s) => s.stages);
    const onTime = stages.filter((s) => s.firstSubmittedAt.slice(0, 10) <= s.dueDate).length;
    const closed = list.filter((s) => s.closedAt !== null);
    const days = closed.map((s) => (Date.parse(s.closedAt as string) - Date.parse(s.raisedAt)) / DAY_MS);
    const repeated = new Set(repeats.filter((r) => r.supplier === supplier).map((r) => r.incidentId));
    return {
      supplier,
      requests: list.length,
      onTimePercent: stages.length === 0 ? null : oneDecimal((onTime / stages.length) * 100),
      meanDaysToClose: days.length === 0 ? null : oneDecimal(days.reduce((a, b) => a + b, 0) / days.length),
      repeatIncidents: repeated.size,
    };
  });
  rows.sort(
    (a, b) => b.requests - a.requests || a.supplier.localeCompare(b.supplier, 'en', { numeric: true }),
  );
  return limit === '' ? rows : rows.slice(0, limit);
}
