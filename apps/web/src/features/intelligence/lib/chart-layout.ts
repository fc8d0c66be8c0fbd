import type { TChartPoint } from '../api/get-chart-series';
import { type CartesianLayout, cartesianLayout } from './cartesian-layout';
import { type ChartLook, type ChartSize, chartData } from './chart-data';
import { type PieLayout, pieLayout } from './pie-layout';

export type { CartesianLayout } from './cartesian-layout';
export type { ChartLook, ChartSize, LegendItem } from './chart-data';
export type { PieLayout } from './pie-layout';

/** A chart with nothing to draw: the 'No data' text. */
export interface EmptyLayout {
  kind: 'empty';
  width: number;
  height: number;
}

export type ChartLayout = CartesianLayout | PieLayout | EmptyLayout;

/**
 * Where everything of a chart goes at a size: bars (value 1), bars on the left axis and a line (value 2) on
 * the right axis, or a pie of value 1 per group. Pure, so that the drawing and its tests share it.
 */
export function chartLayout(look: ChartLook, points: readonly TChartPoint[], size: ChartSize): ChartLayout {
  const data = chartData(look, points);
  if (points.length === 0) return { kind: 'empty', ...size };
  if (look.chartType === 'pieChart') return pieLayout(data, size) ?? { kind: 'empty', ...size };
  return cartesianLayout(data, size);
}
