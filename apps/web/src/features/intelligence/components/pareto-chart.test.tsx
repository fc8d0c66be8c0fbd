import { PARETO_GROUP_COLUMNS, PARETO_MESSAGES } from '@qi/domain/pareto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildChart, SLOW, seriesBodies, setupIntelligence } from '../../../test/intelligence-setup';
import type { TChartSeries } from '../api/get-chart-series';
import { type CartesianLayout, type ChartLook, chartLayout } from '../lib/chart-layout';

const PARETO_SERIES: TChartSeries = {
  points: [
    { group: 'Machine', value1: 6, value2: 0, cumulativePercent: 50 },
    { group: 'Method', value1: 3, value2: 0, cumulativePercent: 75 },
    { group: 'Material', value1: 2, value2: 0, cumulativePercent: 91.67 },
  ],
  pareto: { total: 12, groups: 4 },
};

const look: ChartLook = {
  chartType: 'paretoChart',
  groupBy: 'rootCauseCategory',
  value1: 'costTotal',
  value2: 'incidentDate',
  xLabel: '',
  yLabel1: '',
  yLabel2: '',
};

describe('Pareto chart layout', () => {
  it('draws the bars, the cumulative line on a 0–100% right-hand axis and a mark at 80%', () => {
    const layout = chartLayout(look, PARETO_SERIES.points, { width: 640, height: 360 }) as CartesianLayout;
    expect(layout.bars).toHaveLength(3);
    expect(layout.right?.name).toBe('Cumulative %');
    expect(layout.right?.ticks.map((t) => t.label)).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    expect(layout.right?.ticks[0]?.position).toBeCloseTo(layout.plot.bottom, 5);
    expect(layout.right?.ticks.at(-1)?.position).toBeCloseTo(layout.plot.top, 5);
    // The line's points sit at their percentages of the axis: 50% halfway up.
    const [half] = layout.line?.points ?? [];
    expect(half?.y).toBeCloseTo((layout.plot.top + layout.plot.bottom) / 2, 5);
    expect(layout.mark?.label).toBe('80%');
    expect(layout.mark?.y).toBeCloseTo(layout.right?.ticks[4]?.position ?? 0, 5);
    expect(layout.legend.map((item) => item.label)).toEqual(['Total Cost', 'Cumulative %']);
    // Other cartesian charts have no mark.
    expect(
      (
        chartLayout({ ...look, chartType: 'barChartWithLine' }, PARETO_SERIES.points, {
          width: 640,
          height: 360,
        }) as CartesianLayout
      ).mark,
    ).toBeNull();
  });
});

describe('Pareto chart on /intelligence and in the editor', () => {
  it('draws a Pareto chart with its dashed 80% line and describes it', async () => {
    const chart = buildChart({
      id: 'p-1',
      title: 'Cost by root cause',
      chartType: 'paretoChart',
      groupBy: 'rootCauseCategory',
      value1: 'costTotal',
      limit: 3,
    });
    const { requests } = setupIntelligence('/intelligence', {
      role: 'user',
      charts: [chart],
      series: () => PARETO_SERIES,
    });
    const image = await screen.findByRole('img', { name: 'Chart: Cost by root cause' }, SLOW);
    // A bar per group, and the legend's swatch.
    await waitFor(() => expect(image.querySelectorAll('rect[fill="#5470c6"]')).toHaveLength(3 + 1));
    expect(seriesBodies(requests)[0]).toMatchObject({ chartType: 'paretoChart', limit: 3 });
    const mark = within(image as unknown as HTMLElement).getByTestId('chart-mark');
    expect(mark.querySelector('line')?.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(mark.textContent).toBe('80%');
    // The right-hand axis's name and the legend's.
    expect(within(image as unknown as HTMLElement).getAllByText('Cumulative %')).toHaveLength(2);
    expect(image.querySelectorAll('path[fill="none"]')).toHaveLength(1);
    // The note says what the percentages are of, and is the image's description.
    const note = screen.getByText(/cumulative share of the total of all 4 groups \(12\)/);
    expect(note.textContent).toContain('1 group beyond the limit is not drawn.');
    expect(image.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('offers the Pareto chart type with its category columns only, and no Sort By', async () => {
    const { requests } = setupIntelligence('/intelligence/new');
    await screen.findByRole('heading', { level: 1, name: 'Add New Chart' }, SLOW);
    const type = screen.getByRole('combobox', { name: /^Chart Type/ }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toContain('Pareto chart');
    const user = userEvent.setup();
    await user.selectOptions(type, 'Pareto chart');
    // Incident Date is no category: the group moves to the root cause category.
    const groupBy = screen.getByRole('combobox', { name: /^Group by/ }) as HTMLSelectElement;
    expect(groupBy.value).toBe('rootCauseCategory');
    expect([...groupBy.options].map((o) => o.value).sort()).toEqual([...PARETO_GROUP_COLUMNS].sort());
    const value1 = screen.getByRole('combobox', { name: /^Value \(1\)/ }) as HTMLSelectElement;
    const values = [...value1.options].map((o) => o.value);
    expect(values).toContain('costTotal');
    expect(values).not.toContain('daysOpen');
    expect(screen.queryByRole('combobox', { name: /^Sort By/ })).toBeNull();
    await user.selectOptions(groupBy, 'Part Number');
    await waitFor(() =>
      expect(seriesBodies(requests).at(-1)).toMatchObject({
        chartType: 'paretoChart',
        groupBy: 'partNumber',
      }),
    );
    expect(PARETO_MESSAGES.groupBy).toContain('Part Number');
  });
});
