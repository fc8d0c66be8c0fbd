import { monthYearKey } from './dates';
import { DISPOSITION_DECISION_LABELS, DISPOSITION_STATUS_LABELS } from './disposition';
import { AGE_BUCKETS } from './incident-measures';
import { INCIDENT_STATUS_LABELS } from './incident-status';
import { INVESTIGATION_STATUS_LABELS } from './investigation';
import type { ChartSortBy } from './report';
import { SEVERITY_LABELS } from './severity';

/** docs/product.md §9: these columns are summed; every other column is counted when non-empty. */
export const SUMMED_CHART_COLUMNS = [
  'defectiveQuantity',
  'costOfLabour',
  'costOfMaterial',
  'costAdjustment',
  'costTotal',
  'scrapQuantity',
  'dispositionCost',
  'overdueCount',
] as const;

/** Columns holding dates or timestamps: grouped by month and year, sorted chronologically (docs/product.md §9). */
export const DATE_CHART_COLUMNS = ['incidentDate', 'created_at', 'updated_at'] as const;

/**
 * Measures in days (incident-measures.ts): averaged over the incidents that have a value (summing how long
 * incidents took would mean nothing). A group where none has one shows 0.
 */
export const AVERAGED_CHART_COLUMNS = ['daysToClose', 'daysOpen', 'onTimeRate', 'effectivenessRate'] as const;

/** Groups incidents by their age (incident-measures.ts incidentAge), in bucket order. */
export const AGE_BUCKET_CHART_COLUMN = 'ageBucket';

/** The chart columns computed from the milestones rather than stored. */
export const MEASURE_CHART_COLUMNS = [
  ...AVERAGED_CHART_COLUMNS,
  AGE_BUCKET_CHART_COLUMN,
  'overdueCount',
] as const;

export type ChartAggregate = 'sum' | 'count' | 'average';

export function chartAggregate(column: string): ChartAggregate {
  if ((SUMMED_CHART_COLUMNS as readonly string[]).includes(column)) return 'sum';
  return (AVERAGED_CHART_COLUMNS as readonly string[]).includes(column) ? 'average' : 'count';
}

export function isDateChartColumn(column: string): boolean {
  return (DATE_CHART_COLUMNS as readonly string[]).includes(column);
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Columns whose values are ids of a fixed list: a chart names their groups with the list's labels. */
const CHART_VALUE_LABELS: Record<string, Record<string, string>> = {
  status: INCIDENT_STATUS_LABELS,
  severity: SEVERITY_LABELS,
  dispositionStatus: DISPOSITION_STATUS_LABELS,
  dispositionDecision: DISPOSITION_DECISION_LABELS,
  investigationStatus: INVESTIGATION_STATUS_LABELS,
};

/** A group's label: 'critical' → 'Critical' in a severity chart; any other value as it is. */
export function chartValueLabel(column: string, value: string): string {
  const labels = Object.hasOwn(CHART_VALUE_LABELS, column) ? CHART_VALUE_LABELS[column] : undefined;
  return labels && Object.hasOwn(labels, value) ? (labels[value] as string) : value;
}

/**
 * The group label of a value: month-year for date columns, labels for listed ids, title for tree nodes, Yes/No
 * for booleans.
 */
export function chartGroupKey(column: string, value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'string') {
    if (isDateChartColumn(column)) return monthYearKey(value);
    return chartValueLabel(column, value);
  }
  if (isDateChartColumn(column)) return monthYearKey(String(value));
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    const node = value as { title?: unknown; id?: unknown };
    return String(node.title ?? node.id ?? '');
  }
  return String(value);
}

/** Far inside a double's range: a sum held within it can never become Infinity. */
const MAX_PENCE = 1e300;
const held = (pence: number) => Math.max(-MAX_PENCE, Math.min(MAX_PENCE, pence));

/** A row's number in a summed or averaged column, or null when it has none. */
function numberIn(value: unknown): number | null {
  if (isEmpty(value)) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(n) ? null : n;
}

/**
 * A row's share of a value in whole pence (a count is 100 pence), so that sums of bounded values are exact.
 * A value stored before numbers were bounded may be huge or beyond a double: it is held within MAX_PENCE.
 */
function contribution(column: string, value: unknown): number {
  if (chartAggregate(column) === 'count') return isEmpty(value) ? 0 : 100;
  const n = numberIn(value);
  return n === null ? 0 : held(Math.round(n * 100));
}

/** An age bucket's place in AGE_BUCKETS (another label last). */
function bucketOrder(group: string): number {
  const index = (AGE_BUCKETS as readonly string[]).indexOf(group);
  return index === -1 ? AGE_BUCKETS.length : index;
}

/** 'MM-YYYY' → sortable 'YYYY-MM'. */
const chronological = (key: string) => (key.length === 7 ? `${key.slice(3)}-${key.slice(0, 2)}` : key);

export interface ChartPoint {
  group: string;
  value1: number;
  value2: number;
}

export interface ChartSpec {
  groupBy: string;
  value1: string;
  value2: string;
  sortBy: ChartSortBy;
  limit: number | '';
}

/**
 * The widest span of months a date chart fills (100 years): a span beyond it comes from a mistyped date, and
 * filling it would draw thousands of empty bars, so such a series keeps only its months with incidents.
 */
export const MAX_FILLED_MONTHS = 1200;

/** 'MM-YYYY' → months since year 0, or null for another label. */
function monthIndex(key: string): number | null {
  const match = /^(\d{2})-(\d{4})$/.exec(key);
  return match ? Number(match[2]) * 12 + Number(match[1]) - 1 : null;
}

const monthKey = (index: number) =>
  `${String((index % 12) + 1).padStart(2, '0')}-${String(Math.floor(index / 12)).padStart(4, '0')}`;

/**
 * Chronological date points with every month between the first and the last, a month without incidents as 0
 * (a time axis that skipped empty months would read as if they were not there).
 */
function fillMonthGaps(points: ChartPoint[]): ChartPoint[] {
  const [head, tail] = [points[0], points.at(-1)];
  const first = head ? monthIndex(head.group) : null;
  const last = tail ? monthIndex(tail.group) : null;
  if (first === null || last === null || last - first + 1 > MAX_FILLED_MONTHS) return points;
  const byMonth = new Map(points.map((p) => [p.group, p]));
  const filled: ChartPoint[] = [];
  for (let month = first; month <= last; month += 1) {
    const group = monthKey(month);
    filled.push(byMonth.get(group) ?? { group, value1: 0, value2: 0 });
  }
  return filled;
}

/**
 * Aggregates rows (one per incident, keyed by column id) into chart points (docs/product.md §9). Rows with an empty group
 * are skipped. Summed columns add up, averaged ones (AVERAGED_CHART_COLUMNS) are the mean of the rows with a
 * value, rounded to pennies (hundredths), the others count non-empty values.
 * sortBy 'groupBy' sorts groups ascending (dates chronologically, with every month between the
 * first and the last: empty months are 0; age buckets in AGE_BUCKETS order); 'value1'/'value2' sort that value descending (ties by group), and
 * only months with incidents take part. The limit keeps the first N points after sorting (so by date, the
 * first N months from the earliest).
 */
export function aggregateChart(rows: readonly Record<string, unknown>[], chart: ChartSpec): ChartPoint[] {
  // Per group: the totals in pence, and how many rows had a value (the divisor of an average).
  const points = new Map<string, ChartPoint & { n1: number; n2: number }>();
  for (const row of rows) {
    const group = chartGroupKey(chart.groupBy, row[chart.groupBy]);
    if (group === '') continue;
    const point = points.get(group) ?? { group, value1: 0, value2: 0, n1: 0, n2: 0 };
    point.value1 = held(point.value1 + contribution(chart.value1, row[chart.value1]));
    point.value2 = held(point.value2 + contribution(chart.value2, row[chart.value2]));
    if (numberIn(row[chart.value1]) !== null) point.n1 += 1;
    if (numberIn(row[chart.value2]) !== null) point.n2 += 1;
    points.set(group, point);
  }
  const byGroup = (a: ChartPoint, b: ChartPoint) => {
    if (chart.groupBy === AGE_BUCKET_CHART_COLUMN) return bucketOrder(a.group) - bucketOrder(b.group);
    const [ka, kb] = isDateChartColumn(chart.groupBy)
      ? [chronological(a.group), chronological(b.group)]
      : [a.group, b.group];
    return ka.localeCompare(kb, 'en', { numeric: true });
  };
  const final = (column: string, pence: number, n: number) =>
    chartAggregate(column) === 'average' ? (n === 0 ? 0 : Math.round(pence / n) / 100) : pence / 100;
  const list = [...points.values()].map(({ group, value1, value2, n1, n2 }) => ({
    group,
    value1: final(chart.value1, value1, n1),
    value2: final(chart.value2, value2, n2),
  }));
  list.sort(
    chart.sortBy === 'groupBy'
      ? byGroup
      : (a, b) => b[chart.sortBy as 'value1'] - a[chart.sortBy as 'value1'] || byGroup(a, b),
  );
  const series = chart.sortBy === 'groupBy' && isDateChartColumn(chart.groupBy) ? fillMonthGaps(list) : list;
  return chart.limit === '' ? series : series.slice(0, chart.limit);
}
