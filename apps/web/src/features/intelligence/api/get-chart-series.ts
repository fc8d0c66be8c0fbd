import type { TChart } from '@qi/domain/report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The fields the server computes a series from (docs/api.md: a chart definition without id). */
export type TChartDefinition = Pick<
  TChart,
  'chartType' | 'groupBy' | 'value1' | 'value2' | 'sortBy' | 'limit' | 'filter'
>;

export interface TChartPoint {
  group: string;
  value1: number;
  value2: number | null;
  /** A Pareto chart's only: the running share of the total of every group, 0–100 (domain pareto.ts). */
  cumulativePercent?: number;
}

/** A Pareto chart's only: the total its percentages are of, and how many groups there are in all. */
export interface TParetoTotals {
  total: number;
  groups: number;
}

/** A Supplier performance chart's row (domain supplier-performance.ts). */
export interface TSupplierPerformanceRow {
  supplier: string;
  requests: number;
  onTimePercent: number | null;
  meanDaysToClose: number | null;
  repeatIncidents: number;
}

export interface TChartSeries {
  points: TChartPoint[];
  pareto?: TParetoTotals;
  supplierPerformance?: TSupplierPerformanceRow[];
}

export function chartDefinition(chart: TChartDefinition): TChartDefinition {
  const { chartType, groupBy, value1, value2, sortBy, limit, filter } = chart;
  return { chartType, groupBy, value1, value2, sortBy, limit, filter };
}

/** `POST /v1/charts/series`: the points of a chart over every incident, computed by the server. */
export function getChartSeries(definition: TChartDefinition, signal?: AbortSignal): Promise<TChartSeries> {
  return apiRequest<TChartSeries>('/v1/charts/series', {
    method: 'POST',
    body: chartDefinition(definition),
    ...(signal ? { signal } : {}),
  });
}

export const chartSeriesQueryOptions = (definition: TChartDefinition) =>
  queryOptions({
    queryKey: ['charts', 'series', chartDefinition(definition)],
    queryFn: ({ signal }) => getChartSeries(definition, signal),
    placeholderData: keepPreviousData,
  });

export function useChartSeries(definition: TChartDefinition) {
  return useQuery(chartSeriesQueryOptions(definition));
}
