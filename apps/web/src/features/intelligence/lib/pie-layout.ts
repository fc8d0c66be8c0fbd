import { arc, pie } from 'd3-shape';
import { type ChartData, type ChartSize, colorAt, type LegendItem } from './chart-data';
import { CHAR_WIDTH, fitText, formatValue } from './chart-text';

export interface PieSlice {
  /** The group's index in the series. */
  index: number;
  /** SVG path of the slice around the pie's centre (0, 0). */
  path: string;
  color: string;
  /** Its part of the whole, 0–1. */
  share: number;
  /** Its percentage written on it, around the pie's centre; none on a slice too thin to hold it. */
  label: { x: number; y: number; text: string } | null;
}

/** Slices smaller than this share have no percentage on them (the legend still gives it). */
const LABELLED_SHARE = 0.05;

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/** A share as a pie writes it: '34.5%'; a share too small to show as 0.1% reads '<0.1%'. */
export function formatShare(share: number): string {
  return share > 0 && share < 0.0005 ? '<0.1%' : percent.format(share);
}

/**
 * A pie of value 1 per group (groups without a positive value have no slice), with its legend at the right:
 * each group with its value and percentage, so that the pie reads without hovering (and in its PNG).
 */
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

  const legendWidth = Math.min(320, Math.max(150, width * 0.45));
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
  const labelAt = arc<{ startAngle: number; endAngle: number }>()
    .innerRadius(radius * 0.6)
    .outerRadius(radius * 0.6);
  const slices = arcs.map((a) => {
    const share = a.data.value / total;
    const [x, y] = labelAt.centroid(a);
    return {
      index: a.data.index,
      path: shape(a) ?? '',
      color: colorAt(a.data.index),
      share,
      label: share >= LABELLED_SHARE && radius >= 40 ? { x, y, text: formatShare(share) } : null,
    };
  });

  const capacity = Math.max(1, Math.floor((height - 24) / LEGEND_ROW));
  const shown = drawn.length > capacity ? capacity - 1 : drawn.length;
  const textWidth = legendWidth - 22;
  const items = drawn.slice(0, shown).map(({ index, value }) => {
    // The value and percentage are kept whole; the group's name is what gets cut.
    const amount = `: ${formatValue(value)} (${formatShare(value / total)})`;
    const name = fitText(
      data.groups[index] ?? '',
      Math.max(CHAR_WIDTH, textWidth - amount.length * CHAR_WIDTH),
    );
    return { index, label: `${name}${amount}`, color: colorAt(index) };
  });
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
