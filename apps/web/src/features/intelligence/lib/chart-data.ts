import { PARETO_MARK_PERCENT } from '@qi/domain/pareto';
import type { TChart } from '@qi/domain/report';
import type { TChartPoint } from '../api/get-chart-series';
import { chartColumnLabel } from './chart-columns';
import { groupLabel } from './chart-text';

/** What decides how a chart looks (the server's series decides what it shows). */
export type ChartLook = Pick<TChart, 'chartType' | 'value1' | 'value2' | 'xLabel' | 'yLabel1' | 'yLabel2'> &
  Partial<Pick<TChart, 'groupBy'>>;

export interface ChartSize {
  width: number;
  height: number;
}

/** One entry of a legend: a series or a pie's group, in its colour. */
export interface LegendItem {
  label: string;
  color: string;
}

/** The series colours, in order (the palette of the charts before, so that dashboards keep their look). */
const PALETTE = [
  '#5470c6',
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
] as const;

export const colorAt = (index: number): string => PALETTE[index % PALETTE.length] as string;

/** The data a chart draws: each group's readable label and values, and the names of its series. */
export interface ChartData {
  groups: string[];
  values1: number[];
  /**
   * The line's values (bar with line, and a Pareto chart's cumulative percentages): a group without one
   * counts as 0.
   */
  values2: number[] | null;
  name1: string;
  name2: string;
  xName: string;
  /** A Pareto chart: the line is a percentage (an axis from 0 to 100%), with a dashed mark at this percent. */
  percentMark: number | null;
}

/** The name of a Pareto chart's line and right-hand axis. */
export const CUMULATIVE_NAME = 'Cumulative %';

export function chartData(look: ChartLook, points: readonly TChartPoint[]): ChartData {
  const pareto = look.chartType === 'paretoChart';
  const withLine = look.chartType === 'barChartWithLine';
  return {
    groups: points.map((p) => groupLabel(look.groupBy, p.group)),
    values1: points.map((p) => p.value1),
    values2: pareto
      ? points.map((p) => p.cumulativePercent ?? 0)
      : withLine
        ? points.map((p) => p.value2 ?? 0)
        : null,
    name1: look.yLabel1 || chartColumnLabel(look.value1),
    name2: pareto ? CUMULATIVE_NAME : look.yLabel2 || chartColumnLabel(look.value2),
    xName: look.xLabel,
    percentMark: pareto ? PARETO_MARK_PERCENT : null,
  };
}
