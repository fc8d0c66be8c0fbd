import { arc, pie } from 'd3-shape';
import { type ChartData, type ChartSize, colorAt, type LegendItem } from './chart-data';
import { fitText } from './chart-text';

export interface PieSlice {
  /** The group's index in the series. */
  index: number;
  /** SVG path of the slice around the pie's centre (0, 0). */
  path: string;
  color: string;
  /** Its part of the whole, 0–1. */
  share: number;
}

/** A pie of value 1 per group (groups without a positive value have no slice), with its legend at the right. */
export interface PieLayout {
  kind: 'pie';
  width: number;
  height: number;
  center: { x: number; y: number };
  radius: number;
  slices: PieSlice[];
  legend: { x: number; y: number; items: (LegendItem & { index: number })[]; more: number };
  data: ChartData;
}

export const LEGEND_ROW = 20;

/** The pie, or null when no group has a positive value (nothing to draw). */
export function pieLayout(data: ChartData, { width, height }: ChartSize): PieLayout | null {
  const drawn = data.values1
    .map((value, index) => ({ value, index }))
    .filter(({ value }) => Number.isFinite(value) && value > 0);
  if (drawn.length === 0) return null;

  const legendWidth = Math.min(260, Math.max(120, width * 0.38));
  const pieWidth = Math.max(40, width - legendWidth - 16);
  const radius = Math.max(10, (Math.min(pieWidth, height - 24) / 2) * 0.85);
  // The pie and its legend side by side, the two centred together.
  const groupWidth = 2 * radius + 32 + legendWidth;
  const left = Math.max(0, (width - groupWidth) / 2);
  const total = drawn.reduce((sum, { value }) => sum + value, 0);
  const shape = arc<{ startAngle: number; endAngle: number; padAngle: number }>()
    .innerRadius(0)
    .outerRadius(radius);
  const arcs = pie<{ value: number; index: number }>()
    .sort(null)
    .value((d) => d.value)(drawn);
  const slices = arcs.map((a) => ({
    index: a.data.index,
    path: shape(a) ?? '',
    color: colorAt(a.data.index),
    share: a.data.value / total,
  }));

  const capacity = Math.max(1, Math.floor((height - 24) / LEGEND_ROW));
  const shown = drawn.length > capacity ? capacity - 1 : drawn.length;
  const textWidth = legendWidth - 22;
  const items = drawn.slice(0, shown).map(({ index }) => ({
    index,
    label: fitText(data.groups[index] ?? '', textWidth),
    color: colorAt(index),
  }));
  const legendHeight = (shown + (drawn.length > shown ? 1 : 0)) * LEGEND_ROW;

  return {
    kind: 'pie',
    width,
    height,
    center: { x: left + 16 + radius, y: height / 2 },
    radius,
    slices,
    legend: {
      x: left + 2 * radius + 32,
      y: Math.max(12, (height - legendHeight) / 2),
      items,
      more: drawn.length - shown,
    },
    data,
  };
}
