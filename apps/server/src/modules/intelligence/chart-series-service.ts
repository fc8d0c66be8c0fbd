import { AppError, type AppErrorIssue } from '@qi/domain/app-error';
import { aggregateChart, type ChartPoint, SUMMED_CHART_COLUMNS } from '@qi/domain/chart-aggregation';
import { chartTypeIssues, paretoSeries } from '@qi/domain/pareto';
import type { TChart } from '@qi/domain/report';
import { supplierPerformanceIssues } from '@qi/domain/supplier-performance';
import type { Db } from '../../db/database';
import { fromDbBool, fromDbNumber, nowIso } from '../../db/values';
import type { DbKind } from '../incidents/incident-list-conditions-sql';
import { type ChartColumnSql, chartColumnSql } from './chart-columns-sql';
import type { MeasureClock } from './chart-measures-sql';
import type { TChartSeries } from './chart-schemas';
import { type SeriesGroup, selectSeriesGroups } from './chart-series-repository';
import { supplierPerformanceAnswer } from './supplier-performance-service';

export type ChartDefinition = Pick<TChart, 'groupBy' | 'value1' | 'value2' | 'sortBy' | 'limit' | 'filter'> &
  Partial<Pick<TChart, 'chartType'>>;

const NOT_A_COLUMN = 'Please select a value from the list.';

/** Whether an id is a chart column (the clock does not change which ids are). */
const isChartColumn = (id: string) => chartColumnSql(id, { kind: 'sqlite', now: nowIso() }) !== undefined;

/**
 * The problems with a chart's columns: group/value columns and filter keys must be chart columns, and a chart
 * type's own rules (domain chartTypeIssues: a Pareto chart groups by a category and ranks a count or a sum).
 */
export function chartColumnIssues(chart: ChartDefinition, prefix = ''): AppErrorIssue[] {
  const issues: AppErrorIssue[] = [];
  for (const field of ['groupBy', 'value1', 'value2'] as const) {
    if (!isChartColumn(chart[field])) issues.push({ path: `${prefix}${field}`, message: NOT_A_COLUMN });
  }
  for (const issue of chartTypeIssues(chart)) {
    if (!issues.some((i) => i.path === `${prefix}${issue.path}`)) {
      issues.push({ path: `${prefix}${issue.path}`, message: issue.message });
    }
  }
  for (const issue of supplierPerformanceIssues(chart)) {
    issues.push({ path: `${prefix}${issue.path}`, message: issue.message });
  }
  chart.filter.forEach((filter, index) => {
    if (!isChartColumn(filter.key)) {
      issues.push({ path: `${prefix}filter.${index}.key`, message: `Unknown filter column: ${filter.key}.` });
    }
  });
  return issues;
}

export function assertChartColumns(chart: ChartDefinition): void {
  const issues = chartColumnIssues(chart);
  if (issues.length > 0) throw new AppError('VALIDATION', issues[0]!.message, issues);
}

/** The raw group value of the database as the value a domain row holds in that column. */
function rowValue(column: ChartColumnSql, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (column.kind) {
    case 'date':
    case 'timestamp':
      return `${String(raw)}-01`; // 'YYYY-MM' → a date of that month: the domain labels it 'MM-YYYY'
    case 'number':
      return fromDbNumber(raw);
    case 'boolean':
      return fromDbBool(raw);
    case 'object':
      return { title: String(raw) };
    default:
      return String(raw);
  }
}

/**
 * Labels, orders and limits the database's groups exactly as the domain does: each group becomes one row
 * holding its group value and its two aggregates in two summed columns, so that the domain's aggregateChart
 * (labels 'MM-YYYY'/Yes/No/titles, rounding to pennies, sort by group — chronological for dates — or by a
 * value descending with ties by group, then the limit) gives the points. Summing one pre-aggregated row per
 * group gives the same totals as summing every incident.
 */
export function pointsFromGroups(
  chart: ChartDefinition,
  groupBy: ChartColumnSql,
  groups: readonly SeriesGroup[],
): ChartPoint[] {
  const [sum1, sum2] = SUMMED_CHART_COLUMNS.filter((c) => c !== chart.groupBy) as [string, string];
  const rows = groups.map((g) => ({
    [chart.groupBy]: rowValue(groupBy, g.group),
    [sum1]: g.value1,
    [sum2]: g.value2,
  }));
  return aggregateChart(rows, {
    groupBy: chart.groupBy,
    value1: sum1,
    value2: sum2,
    sortBy: chart.sortBy,
    limit: chart.limit,
  });
}

/**
 * POST /v1/charts/series: the points of a chart over every non-draft, non-cancelled incident; `now` is the
 * time the measures (days open, age) are taken at.
 */
export async function chartSeries(
  db: Db,
  kind: DbKind,
  chart: ChartDefinition,
  now: string = nowIso(),
): Promise<ChartPoint[]> {
  assertChartColumns(chart);
  const clock: MeasureClock = { kind, now };
  const column = (id: string) => chartColumnSql(id, clock)!;
  const groupBy = column(chart.groupBy);
  const groups = await selectSeriesGroups(db, kind, {
    groupBy,
    value1: { id: chart.value1, column: column(chart.value1) },
    value2: { id: chart.value2, column: column(chart.value2) },
    filters: chart.filter.map((filter) => ({ filter, column: column(filter.key) })),
  });
  return pointsFromGroups(chart, groupBy, groups);
}

/**
 * The answer of POST /v1/charts/series. A Pareto chart (domain pareto.ts) adds up every group, ranks them by
 * value1 descending and keeps the first `limit` with their cumulative percentage of the total of every group:
 * the share stays right when only the first groups are drawn. Its sortBy is not used. A Supplier performance
 * chart answers its rows (supplier-performance-service.ts).
 */
export async function chartSeriesAnswer(
  db: Db,
  kind: DbKind,
  chart: ChartDefinition,
  now: string = nowIso(),
): Promise<TChartSeries> {
  if (chart.chartType === 'supplierPerformanceChart') {
    assertChartColumns(chart);
    return supplierPerformanceAnswer(db, chart);
  }
  if (chart.chartType !== 'paretoChart') return { points: await chartSeries(db, kind, chart, now) };
  const every = await chartSeries(db, kind, { ...chart, sortBy: 'value1', limit: '' }, now);
  const { points, total, groups } = paretoSeries(every, chart.limit);
  return { points, pareto: { total, groups } };
}
