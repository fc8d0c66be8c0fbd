import { z } from 'zod';
import { ZColumnFilter } from './column-filter';
import { CHART_LIMIT_MAX } from './constants';

export const CHART_TYPES = [
  'barChart',
  'barChartWithLine',
  'pieChart',
  'paretoChart',
  'supplierPerformanceChart',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_TYPE_LABELS: Record<ChartType, string> = {
  barChart: 'Bar chart',
  barChartWithLine: 'Bar chart with line',
  pieChart: 'Pie chart',
  paretoChart: 'Pareto chart',
  supplierPerformanceChart: 'Supplier performance',
};
export const CHART_SORT_BY = ['groupBy', 'value1', 'value2'] as const;
export type ChartSortBy = (typeof CHART_SORT_BY)[number];

/**
 * docs/product.md §5: the chart limit is numeric; anything else becomes empty. We keep whole numbers ≥ 1 (a decimal is
 * truncated); 0, negatives, NaN and non-numeric text give '' (no limit). A limit above CHART_LIMIT_MAX is that
 * maximum.
 */
export function parseChartLimit(value: unknown): number | '' {
  if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
    const n = Math.trunc(Number(typeof value === 'string' ? value.trim() : value));
    return Number.isFinite(n) && n >= 1 ? Math.min(n, CHART_LIMIT_MAX) : '';
  }
  return '';
}

const column = z.string().min(1, { error: 'Please select a value from the list.' }).max(100);
const label = z.string().max(200).default('');

/** docs/product.md §3 Chart. */
export const ZChart = z.object({
  id: z.string().min(1).max(100),
  title: z.string().trim().max(200).default(''),
  chartType: z.enum(CHART_TYPES).default('barChart'),
  groupBy: column,
  value1: column,
  value2: column,
  xLabel: label,
  yLabel1: label,
  yLabel2: label,
  sortBy: z.enum(CHART_SORT_BY).default('groupBy'),
  /** A whole number ≥ 1, or '' for no limit. Forms turn typed text into this with parseChartLimit. */
  limit: z.union([z.number().int().min(1).max(CHART_LIMIT_MAX), z.literal('')]).default(''),
  filter: z.array(ZColumnFilter).max(100).default([]),
  visible: z.boolean().default(true),
});
export type TChart = z.output<typeof ZChart>;
export type TNewChart = Omit<TChart, 'id'>;

/** docs/product.md §3: new chart defaults (the server assigns the id). */
export function newChart(): TNewChart {
  return {
    title: '',
    chartType: 'barChart',
    groupBy: 'incidentDate',
    value1: 'incidentDate',
    value2: 'incidentDate',
    xLabel: '',
    yLabel1: '',
    yLabel2: '',
    sortBy: 'groupBy',
    limit: '',
    filter: [],
    visible: true,
  };
}

/**
 * Value (2) and Value 2 Label apply to barChartWithLine only (docs/product.md §2): a Pareto chart's line is the
 * cumulative percentage of Value (1) (pareto.ts).
 */
export function usesSecondValue(chartType: ChartType): boolean {
  return chartType === 'barChartWithLine';
}

/**
 * Sort By applies to every chart but the Pareto chart, which always ranks Value (1) descending, and the Supplier
 * performance chart, which ranks suppliers by their requests (supplier-performance.ts).
 */
export function usesSortBy(chartType: ChartType): boolean {
  return chartType !== 'paretoChart' && chartType !== 'supplierPerformanceChart';
}

/** The Supplier performance chart has its own figures: Group By and the values do not apply to it. */
export function usesColumns(chartType: ChartType): boolean {
  return chartType !== 'supplierPerformanceChart';
}

/** docs/product.md §3 Report: a list of charts (the first report returned is the one used). */
export const ZReport = z.object({ id: z.string(), charts: z.array(ZChart).max(200) });
export type TReport = z.output<typeof ZReport>;

/**
 * A chart as `PUT /v1/reports/{id}` takes it: a chart being added may come without an id (the server assigns
 * one); a chart already saved keeps the id it is sent with.
 */
export const ZChartInput = ZChart.extend({ id: ZChart.shape.id.optional() });
export type TChartInput = z.output<typeof ZChartInput>;

/** `PUT /v1/reports/{id}`. */
export const ZUpdateReportRequest = z.object({ charts: z.array(ZChartInput).max(200) });
export type TUpdateReportRequest = z.output<typeof ZUpdateReportRequest>;
