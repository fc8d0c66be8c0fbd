import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildChart, SLOW, seriesBodies, setupIntelligence } from '../../../test/intelligence-setup';
import type { TChartSeries } from '../api/get-chart-series';

const SERIES: TChartSeries = {
  points: [
    { group: 'Acme Castings', value1: 4, value2: 2 },
    { group: 'Bolt Ltd', value1: 1, value2: 0 },
  ],
  supplierPerformance: [
    {
      supplier: 'Acme Castings',
      requests: 4,
      onTimePercent: 62.5,
      meanDaysToClose: 12.3,
      repeatIncidents: 2,
    },
    { supplier: 'Bolt Ltd', requests: 1, onTimePercent: null, meanDaysToClose: null, repeatIncidents: 0 },
  ],
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Supplier performance chart', () => {
  it('shows each supplier’s requests, on-time answers, days to close and repeat incidents', async () => {
    const chart = buildChart({
      id: 's-1',
      title: 'Suppliers',
      chartType: 'supplierPerformanceChart',
      limit: 5,
    });
    const { requests } = setupIntelligence('/intelligence', {
      role: 'user',
      charts: [chart],
      series: () => SERIES,
    });
    const table = await screen.findByRole('table', { name: 'Chart: Suppliers' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Supplier', 'Requests', 'On-time answers', 'Days to close', 'Repeat incidents']);
    const acme = within(table).getByRole('rowheader', { name: 'Acme Castings' }).closest('tr') as HTMLElement;
    expect(cells(acme)).toEqual(['4', '62.5%', '12.3', '2']);
    const bolt = within(table).getByRole('rowheader', { name: 'Bolt Ltd' }).closest('tr') as HTMLElement;
    expect(cells(bolt)).toEqual(['1', '–', '–', '0']);
    expect(seriesBodies(requests)[0]).toMatchObject({ chartType: 'supplierPerformanceChart', limit: 5 });
    // A table has no image to download.
    expect(screen.queryByRole('button', { name: 'Download Suppliers as PNG' })).toBeNull();
  });

  it('is offered in the editor without group or value columns, and previews its table', async () => {
    const { requests } = setupIntelligence('/intelligence/new', { series: () => SERIES });
    await screen.findByRole('heading', { level: 1, name: 'Add New Chart' }, SLOW);
    const type = screen.getByRole('combobox', { name: /^Chart Type/ }) as HTMLSelectElement;
    await userEvent.setup().selectOptions(type, 'Supplier performance');
    expect(screen.queryByRole('combobox', { name: /^Group by/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Value \(1\)/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Sort By/ })).toBeNull();
    const preview = await screen.findByRole('table', { name: 'Chart preview' }, SLOW);
    expect(within(preview).getByRole('rowheader', { name: 'Acme Castings' })).toBeTruthy();
    await waitFor(() =>
      expect(seriesBodies(requests).at(-1)).toMatchObject({ chartType: 'supplierPerformanceChart' }),
    );
  });
});
