import { describe, expect, it } from 'vitest';
import type { TChartPoint } from '../api/get-chart-series';
import { type CartesianLayout, type ChartLook, chartLayout, type PieLayout } from './chart-layout';
import { fitText, formatTick } from './chart-text';

const look: ChartLook = {
  chartType: 'barChart',
  value1: 'incidentNumber',
  value2: 'incidentNumber',
  xLabel: '',
  yLabel1: '',
  yLabel2: '',
};
const SIZE = { width: 640, height: 360 };
const points = (...values: number[]): TChartPoint[] =>
  values.map((value1, i) => ({ group: `G${i + 1}`, value1, value2: value1 * 10 }));

const bars = (chart: ChartLook, data: TChartPoint[], size = SIZE) =>
  chartLayout(chart, data, size) as CartesianLayout;
const pie = (data: TChartPoint[], size = SIZE) =>
  chartLayout({ ...look, chartType: 'pieChart' }, data, size) as PieLayout;

describe('chartLayout', () => {
  it('has nothing to draw without points, or a pie without a positive value', () => {
    expect(chartLayout(look, [], SIZE).kind).toBe('empty');
    expect(pie(points(0, -2)).kind).toBe('empty');
  });

  it('shows incident and investigation status groups by their labels', () => {
    const layout = bars({ ...look, groupBy: 'status' }, [
      { group: 'under-investigation', value1: 3, value2: 0 },
      { group: 'closed', value1: 2, value2: 0 },
    ]);
    expect(layout.data.groups).toEqual(['Under Investigation', 'Closed']);
    const investigations = bars({ ...look, groupBy: 'investigationStatus' }, [
      { group: 'opened', value1: 1, value2: 0 },
    ]);
    expect(investigations.data.groups).toEqual(['Opened']);
    expect(
      bars({ ...look, groupBy: 'product' }, [{ group: 'Pump', value1: 1, value2: 0 }]).data.groups,
    ).toEqual(['Pump']);
  });

  it('draws a bar per group, as tall as its value, from the zero line', () => {
    const layout = bars(look, points(2, 4, 1));
    expect(layout.bars).toHaveLength(3);
    const [two, four, one] = layout.bars.map((bar) => bar.height);
    expect(four).toBeCloseTo((two ?? 0) * 2, 5);
    expect(two).toBeCloseTo((one ?? 0) * 2, 5);
    for (const bar of layout.bars) expect(bar.y + bar.height).toBeCloseTo(layout.left.zero, 5);
    // Each bar is centred in its group's band, left to right.
    const centres = layout.bars.map((bar) => bar.x + bar.width / 2);
    expect(centres).toEqual([...centres].sort((a, b) => a - b));
    expect(layout.right).toBeNull();
    expect(layout.line).toBeNull();
    expect(layout.legend).toEqual([]);
  });

  it('puts a value axis from 0 to a nice number above the largest value', () => {
    const layout = bars(look, points(3, 47));
    expect(layout.left.ticks.map((tick) => tick.label)).toEqual(['0', '10', '20', '30', '40', '50']);
    expect(layout.left.ticks[0]?.position).toBeCloseTo(layout.plot.bottom, 5);
    expect(layout.left.ticks.at(-1)?.position).toBeCloseTo(layout.plot.top, 5);
    expect(layout.left.name).toBe('Incident Number');
  });

  it('draws negative values below the zero line (a cost adjustment)', () => {
    const layout = bars(look, points(-20, 40));
    const [negative, positive] = layout.bars;
    expect(negative?.y).toBeCloseTo(layout.left.zero, 5);
    expect(positive && positive.y + positive.height).toBeCloseTo(layout.left.zero, 5);
    expect(layout.left.zero).toBeGreaterThan(layout.plot.top);
    expect(layout.left.zero).toBeLessThan(layout.plot.bottom);
    expect(layout.left.ticks.map((tick) => tick.label)).toContain('-20');
  });

  it('draws an all-zero series flat, on an axis from 0 to 1', () => {
    const layout = bars(look, points(0, 0));
    expect(layout.bars.every((bar) => bar.height === 0)).toBe(true);
    expect(layout.left.ticks.at(-1)?.label).toBe('1');
  });

  it("adds value 2's line on a right-hand axis for a bar chart with line, with a legend of both", () => {
    const layout = bars({ ...look, chartType: 'barChartWithLine', yLabel2: 'Cost (£)' }, [
      { group: 'A', value1: 1, value2: 500 },
      { group: 'B', value1: 2, value2: null },
      { group: 'C', value1: 3, value2: 1000 },
    ]);
    expect(layout.right?.name).toBe('Cost (£)');
    expect(layout.right?.ticks.at(-1)?.label).toBe('1,000');
    const [a, b, c] = layout.line?.points ?? [];
    // A group without a value 2 counts as 0: on the zero line.
    expect(b?.y).toBeCloseTo(layout.right?.zero ?? 0, 5);
    expect(a?.y).toBeGreaterThan(c?.y ?? 0);
    expect(layout.line?.path.startsWith('M')).toBe(true);
    expect(layout.line?.path.match(/L/g)).toHaveLength(2);
    expect(layout.legend.map((item) => item.label)).toEqual(['Incident Number', 'Cost (£)']);
    expect(layout.plot.top).toBeGreaterThan(bars(look, points(1)).plot.top);
  });

  it('turns the labels of more than six groups, and leaves out labels that would overlap', () => {
    expect(bars(look, points(1, 2, 3, 4, 5, 6)).rotate).toBe(false);
    const seven = bars(look, points(1, 2, 3, 4, 5, 6, 7));
    expect(seven.rotate).toBe(true);
    expect(seven.labels).toHaveLength(7);
    const many = bars(look, points(...Array.from({ length: 100 }, (_, i) => i)));
    expect(many.bars).toHaveLength(100);
    expect(many.labels.length).toBeLessThan(30);
    expect(many.labels[0]?.text).toBe('G1');
    // What is left out is evenly spread: every n-th group.
    const step = (many.labels[1]?.x ?? 0) - (many.labels[0]?.x ?? 0);
    expect(step / many.band).toBe(Math.round(step / many.band));
  });

  it('cuts a long group label to its room', () => {
    const long = 'Hydraulic pump seal kit 40 mm';
    const layout = bars(look, [
      { group: long, value1: 1, value2: 0 },
      { group: 'B', value1: 1, value2: 0 },
    ]);
    expect(layout.labels[0]?.text.endsWith('…')).toBe(false);
    const narrow = bars(
      look,
      [
        { group: long, value1: 1, value2: 0 },
        { group: 'B', value1: 1, value2: 0 },
      ],
      { width: 300, height: 360 },
    );
    expect(narrow.labels[0]?.text.endsWith('…')).toBe(true);
    expect(narrow.labels[1]?.text).toBe('B');
  });

  it("draws a pie slice per group with a positive value, each its share of the whole and its group's colour", () => {
    const layout = pie(points(1, 0, 3));
    expect(layout.slices.map((slice) => slice.index)).toEqual([0, 2]);
    expect(layout.slices.map((slice) => slice.share)).toEqual([0.25, 0.75]);
    expect(layout.slices[0]?.path).toMatch(/^M/);
    expect(layout.legend.items.map((item) => item.color)).toEqual(layout.slices.map((slice) => slice.color));
    expect(layout.legend.more).toBe(0);
    expect(layout.center.x + layout.radius).toBeLessThan(layout.legend.x);
  });

  it("gives each pie group's value and percentage in the legend, and the percentage on slices big enough", () => {
    const layout = pie(points(1, 0, 2, 1250, 0.5));
    expect(layout.legend.items.map((item) => item.label)).toEqual([
      'G1: 1 (0.1%)',
      'G3: 2 (0.2%)',
      'G4: 1,250 (99.7%)',
      'G5: 0.5 (<0.1%)',
    ]);
    expect(layout.slices.map((slice) => slice.label?.text ?? null)).toEqual([null, null, '99.7%', null]);
    const even = pie(points(1, 3));
    expect(even.slices.map((slice) => slice.label?.text)).toEqual(['25%', '75%']);
    for (const slice of even.slices) {
      const { x, y } = slice.label ?? { x: Number.NaN, y: Number.NaN };
      expect(Math.hypot(x, y)).toBeLessThan(even.radius);
    }
  });

  it("cuts a long pie group's name, never its value and percentage", () => {
    const layout = pie([{ group: 'A very long product name that cannot fit', value1: 12_345, value2: 0 }]);
    const [label] = layout.legend.items.map((item) => item.label);
    expect(label).toMatch(/^A very.*…: 12,345 \(100%\)$/);
  });

  it("lists as many of a pie's groups as fit and counts the rest", () => {
    const layout = pie(points(...Array.from({ length: 40 }, () => 1)));
    expect(layout.slices).toHaveLength(40);
    expect(layout.legend.items.length + layout.legend.more).toBe(40);
    expect(layout.legend.more).toBeGreaterThan(0);
    expect(layout.legend.y + (layout.legend.items.length + 1) * 20).toBeLessThanOrEqual(SIZE.height);
  });
});

describe('chart texts', () => {
  it('writes large ticks short', () => {
    expect(formatTick(2500)).toBe('2,500');
    expect(formatTick(12_500)).toBe('12.5k');
    expect(formatTick(-2_000_000)).toBe('-2m');
    expect(formatTick(0.25)).toBe('0.25');
  });

  it('cuts a text to a width with an ellipsis', () => {
    expect(fitText('Pump', 100)).toBe('Pump');
    expect(fitText('Hydraulic pump', 40)).toBe('Hydra…');
    expect(fitText('Pump', 5)).toBe('');
  });
});
