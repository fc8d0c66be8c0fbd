import { nice, ticks } from 'd3-array';
import { type ChartData, type ChartSize, colorAt, type LegendItem } from './chart-data';
import { fitText, formatTick } from './chart-text';

export interface AxisTick {
  /** Pixel y of the tick. */
  position: number;
  label: string;
}

export interface ValueAxis {
  name: string;
  ticks: AxisTick[];
  /** Pixel y of the value 0 (where bars start). */
  zero: number;
}

export interface CategoryLabel {
  /** Pixel x of the group's centre. */
  x: number;
  text: string;
}

export interface BarMark {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LinePoint {
  index: number;
  x: number;
  y: number;
}

/** Bars of value 1 per group, and for a bar with line the line of value 2 on a right-hand axis. */
export interface CartesianLayout {
  kind: 'cartesian';
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Width of one group's band. */
  band: number;
  /** The group labels are turned by 30° (more than six groups). */
  rotate: boolean;
  /** The labels drawn: every group's, or every n-th when they would overlap. */
  labels: CategoryLabel[];
  left: ValueAxis;
  right: ValueAxis | null;
  bars: BarMark[];
  line: { path: string; points: LinePoint[] } | null;
  /** A Pareto chart's dashed mark across the plot at a percentage of the right-hand axis, with its label. */
  mark: { y: number; label: string } | null;
  xName: string;
  /** The series' legend (bar with line and Pareto charts). */
  legend: LegendItem[];
  barColor: string;
  lineColor: string;
  data: ChartData;
}

/** Labels turned by 30° stand this far apart at least (their text's height), measured across them. */
const ROTATED_LABEL_SPACING = 13;
/** The longest a turned label may be: it must fit the bottom margin above the axis name. */
const ROTATED_LABEL_WIDTH = 80;
/** Below the plot: the labels, then the axis name; turned labels take more room. */
const BOTTOM = 72;
const ROTATED_BOTTOM = 88;
const MAX_BAR_WIDTH = 48;

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** A percentage axis from 0 to 100% (a Pareto chart's cumulative share). */
function percentAxis(name: string, top: number, bottom: number) {
  const y = (value: number) => bottom - (Math.max(0, Math.min(100, finite(value))) / 100) * (bottom - top);
  const axis: ValueAxis = {
    name,
    ticks: [0, 20, 40, 60, 80, 100].map((value) => ({ position: y(value), label: `${value}%` })),
    zero: y(0),
  };
  return { axis, y };
}

/** A value axis from `top` to `bottom` whose nice range holds 0 and every value. */
function valueAxis(name: string, values: readonly number[], top: number, bottom: number) {
  let lo = 0;
  let hi = 0;
  for (const value of values) {
    lo = Math.min(lo, finite(value));
    hi = Math.max(hi, finite(value));
  }
  if (lo === hi) hi = lo + 1;
  [lo, hi] = nice(lo, hi, 5);
  const y = (value: number) => bottom - ((finite(value) - lo) / (hi - lo)) * (bottom - top);
  const axis: ValueAxis = {
    name,
    ticks: ticks(lo, hi, 5).map((value) => ({ position: y(value), label: formatTick(value) })),
    zero: y(0),
  };
  return { axis, y };
}

export function cartesianLayout(data: ChartData, { width, height }: ChartSize): CartesianLayout {
  const withLine = data.values2 !== null;
  const count = data.groups.length;
  const rotate = count > 6;
  const plot = {
    left: 72,
    top: withLine ? 40 : 24,
    right: Math.max(72 + 10, width - (withLine ? 72 : 24)),
    bottom: Math.max(40 + 10, height - (rotate ? ROTATED_BOTTOM : BOTTOM)),
  };
  const band = (plot.right - plot.left) / count;
  const center = (index: number) => plot.left + band * index + band / 2;

  const step = rotate ? Math.max(1, Math.ceil((ROTATED_LABEL_SPACING * 2) / band)) : 1;
  const labelWidth = rotate ? ROTATED_LABEL_WIDTH : band - 4;
  const labels: CategoryLabel[] = [];
  for (let index = 0; index < count; index += step) {
    labels.push({ x: center(index), text: fitText(data.groups[index] ?? '', labelWidth) });
  }

  const left = valueAxis(data.name1, data.values1, plot.top, plot.bottom);
  const barWidth = Math.max(1, Math.min(band * 0.6, MAX_BAR_WIDTH));
  const bars = data.values1.map((value, index) => {
    const top = left.y(value);
    return {
      index,
      x: center(index) - barWidth / 2,
      y: Math.min(top, left.axis.zero),
      width: barWidth,
      height: Math.abs(top - left.axis.zero),
    };
  });

  const barColor = colorAt(0);
  const lineColor = colorAt(1);
  let right: ValueAxis | null = null;
  let line: CartesianLayout['line'] = null;
  let mark: CartesianLayout['mark'] = null;
  if (data.values2) {
    const scale =
      data.percentMark !== null
        ? percentAxis(data.name2, plot.top, plot.bottom)
        : valueAxis(data.name2, data.values2, plot.top, plot.bottom);
    right = scale.axis;
    if (data.percentMark !== null) mark = { y: scale.y(data.percentMark), label: `${data.percentMark}%` };
    const points = data.values2.map((value, index) => ({ index, x: center(index), y: scale.y(value) }));
    const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join('');
    line = { path, points };
  }

  return {
    kind: 'cartesian',
    width,
    height,
    plot,
    band,
    rotate,
    labels,
    left: left.axis,
    right,
    bars,
    line,
    mark,
    xName: data.xName,
    legend: withLine
      ? [
          { label: data.name1, color: barColor },
          { label: data.name2, color: lineColor },
        ]
      : [],
    barColor,
    lineColor,
    data,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
