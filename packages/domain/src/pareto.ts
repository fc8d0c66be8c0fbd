import { AVERAGED_CHART_COLUMNS, type ChartPoint } from './chart-aggregation';
import type { ChartType } from './report';

/**
 * The columns a Pareto chart may group by: categories whose few largest groups are worth acting on first (the
 * investigation's root cause category, the incident's classification, where it was found, the part, product
 * and supplier, the disposition decision). Dates, numbers, people and statuses are not ranked this way.
 */
export const PARETO_GROUP_COLUMNS = [
  'rootCauseCategory',
  'category',
  'subcategory',
  'furtherSubcategory',
  'incidentLocation',
  'partNumber',
  'product',
  'supplier',
  'dispositionDecision',
] as const;

/** The group a chart switched to Pareto starts from when its group is not one of PARETO_GROUP_COLUMNS. */
export const PARETO_DEFAULT_GROUP = 'rootCauseCategory';

/** The value a chart switched to Pareto starts from when its value is averaged: the count of incidents. */
export const PARETO_DEFAULT_VALUE = 'incidentNumber';

export const PARETO_MESSAGES = {
  groupBy:
    'A Pareto chart groups by a category: Root Cause Category, Category, Subcategory Level 1, Subcategory Level 2, Incident Location, Part Number, Product, Supplier or Disposition Decision.',
  value1: 'A Pareto chart ranks a count or a sum (such as a cost), not an average.',
} as const;

export const isParetoGroupColumn = (id: string): boolean =>
  (PARETO_GROUP_COLUMNS as readonly string[]).includes(id);

/** An averaged measure (days, rates) has no total to take a cumulative share of. */
export const isParetoValueColumn = (id: string): boolean =>
  !(AVERAGED_CHART_COLUMNS as readonly string[]).includes(id);

/**
 * What a chart of this type may not use, as `{ path, message }` (the server answers 422 with them; the chart
 * editor shows them under the fields). Only a Pareto chart has such rules.
 */
export function chartTypeIssues(chart: {
  chartType?: ChartType | undefined;
  groupBy: string;
  value1: string;
}): { path: 'groupBy' | 'value1'; message: string }[] {
  if (chart.chartType !== 'paretoChart') return [];
  const issues: { path: 'groupBy' | 'value1'; message: string }[] = [];
  if (!isParetoGroupColumn(chart.groupBy)) issues.push({ path: 'groupBy', message: PARETO_MESSAGES.groupBy });
  if (!isParetoValueColumn(chart.value1)) issues.push({ path: 'value1', message: PARETO_MESSAGES.value1 });
  return issues;
}

export interface ParetoPoint extends ChartPoint {
  /** The running share of the total up to and including this group, 0–100 with two decimals. */
  cumulativePercent: number;
}

export interface ParetoSeries {
  /** The ranked groups, at most `limit` of them. */
  points: ParetoPoint[];
  /** The total the shares are of: the sum of value1 over every group with a positive value (in pounds). */
  total: number;
  /** How many groups there are in all, those beyond the limit included. */
  groups: number;
}

/** Whole pence (a count is 100 pence), so that running sums of two-decimal values are exact. */
const pence = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) : 0);

/**
 * A Pareto chart's series from the points of every group (value1 per group, as aggregateChart computes them).
 *
 * - Ranked by value1 descending; ties by group, in the natural order of their labels ('Part 2' before
 *   'Part 10'), so the order never depends on the database's.
 * - The cumulative percentage is of the total of EVERY group, not only of those kept: with a limit the line
 *   ends below 100% by the share of the groups left out. Groups beyond the limit are dropped, not folded into
 *   an 'Other' bar (no chart has one, and an 'Other' bar would break the descending order).
 * - Negative values (a cost adjustment may be a credit) rank last and add nothing to the running share: the
 *   total is that of the positive values, so the line rises to 100% over the positive groups and stays there.
 * - A zero total (no group with a positive value) gives every group 0%.
 */
export function paretoSeries(points: readonly ChartPoint[], limit: number | ''): ParetoSeries {
  const ranked = [...points].sort(
    (a, b) => b.value1 - a.value1 || a.group.localeCompare(b.group, 'en', { numeric: true }),
  );
  const total = ranked.reduce((sum, p) => sum + Math.max(0, pence(p.value1)), 0);
  const kept = limit === '' ? ranked : ranked.slice(0, limit);
  let running = 0;
  const withShare = kept.map((point) => {
    running += Math.max(0, pence(point.value1));
    const percent = total === 0 ? 0 : Math.min(100, Math.round((running / total) * 10_000) / 100);
    return { ...point, cumulativePercent: percent };
  });
  return { points: withShare, total: total / 100, groups: ranked.length };
}

/** Where a Pareto chart marks the share that the first groups should reach. */
export const PARETO_MARK_PERCENT = 80;
