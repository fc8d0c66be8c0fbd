import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../attachments/lib/save-blob';
import {
  fakeCharts,
  PNG_DATA_URL,
  reportPuts,
  SLOW,
  seriesBodies,
  setupIntelligence,
} from '../testing/intelligence-setup';

vi.mock('../lib/echarts-setup', () => import('../testing/fake-echarts'));
vi.mock('../../attachments/lib/save-blob', () => ({ saveBlob: vi.fn() }));

describe('/intelligence', () => {
  it('shows the visible charts only, each drawn from its series', async () => {
    const { requests } = setupIntelligence('/intelligence', { role: 'quality' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Intelligence' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Defects by month' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Cost by product' })).toBeTruthy();
    expect(screen.queryByText('Hidden pie')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Defects by month' }).getAttribute('href')).toBe(
      '/intelligence/c-1/edit',
    );
    expect(screen.getByRole('button', { name: 'Intelligence actions' })).toBeTruthy();
    await waitFor(() => expect(seriesBodies(requests)).toHaveLength(2));
    expect(seriesBodies(requests)[1]).toMatchObject({ chartType: 'barChartWithLine', groupBy: 'product' });
    // The bar-with-line chart gets two value axes: bars on the left, the line on the right.
    type Drawn = { yAxis?: unknown; series: { type: string; yAxisIndex?: number }[] };
    const drawn = () => fakeCharts.flatMap((c) => c.setOption.mock.calls.map((call) => call[0] as Drawn));
    const withLine = () => drawn().find((o) => Array.isArray(o.yAxis) && o.series.length === 2);
    await waitFor(() => expect(withLine()).toBeDefined());
    expect(withLine()?.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
  });

  it('draws each chart once, when its series has come (never first empty, as "No data")', async () => {
    // The series answer after the chart library has loaded.
    setupIntelligence('/intelligence', { role: 'user', seriesDelayMs: 300 });
    await screen.findByRole('heading', { level: 2, name: 'Cost by product' }, SLOW);
    await waitFor(() => expect(fakeCharts).toHaveLength(2), SLOW);
    // Let any later draw happen before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const chart of fakeCharts) {
      expect(chart.setOption).toHaveBeenCalledTimes(1);
      const option = chart.setOption.mock.calls[0]?.[0] as { title?: unknown; series: { data: unknown[] }[] };
      expect(option.title).toBeUndefined();
      expect(option.series[0]?.data).toHaveLength(2);
    }
    expect(fakeCharts[0]?.resize).not.toHaveBeenCalled();
  });

  it.each(['user', 'investigator'] as const)('hides the edit controls from %s', async (role) => {
    setupIntelligence('/intelligence', { role });
    expect(await screen.findByRole('heading', { level: 2, name: 'Defects by month' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Defects by month' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Intelligence actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Defects by month as PNG' })).toBeTruthy();
  });

  it('downloads a chart as a PNG named after its title', async () => {
    setupIntelligence('/intelligence', { role: 'user' });
    const button = await screen.findByRole('button', { name: 'Download Defects by month as PNG' }, SLOW);
    await waitFor(() => expect(fakeCharts.length).toBeGreaterThanOrEqual(2));
    await userEvent.setup().click(button);
    expect(fakeCharts[0]?.getDataURL).toHaveBeenCalledWith({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: '#fff',
    });
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('Defects by month.png');
    expect((blob as Blob).type).toBe('image/png');
    expect((blob as Blob).size).toBe(atob(PNG_DATA_URL.split(',')[1] ?? '').length);
  });

  it("chooses the visible charts in 'Intelligence Options' and saves the report", async () => {
    const { requests } = setupIntelligence('/intelligence', { role: 'admin' });
    await screen.findByRole('heading', { level: 2, name: 'Defects by month' }, SLOW);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Intelligence actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intelligence Options' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Defects by month' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hidden pie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TOAST.chartsVisibilityUpdated)).toBeTruthy();
    const body = reportPuts(requests)[0]?.body as { charts: { id: string; visible: boolean }[] };
    expect(body.charts.map((c) => [c.id, c.visible])).toEqual([
      ['c-1', false],
      ['c-2', true],
      ['c-3', true],
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hidden pie' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Defects by month' })).toBeNull();
  });

  it('tells when saving the visible charts fails', async () => {
    setupIntelligence('/intelligence', { role: 'quality', failPut: true });
    await screen.findByRole('heading', { level: 2, name: 'Defects by month' }, SLOW);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Intelligence actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intelligence Options' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TOAST.chartsVisibilityFailed)).toBeTruthy();
  });

  it('shows an empty state without charts', async () => {
    setupIntelligence('/intelligence', { charts: [] });
    expect(await screen.findByText('There are no charts yet.', {}, SLOW)).toBeTruthy();
  });
});
