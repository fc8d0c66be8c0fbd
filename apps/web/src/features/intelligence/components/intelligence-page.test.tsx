import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/save-blob';
import { reportPuts, SLOW, seriesBodies, setupIntelligence } from '../../../test/intelligence-setup';
import { svgToPng } from '../lib/svg-to-png';

vi.mock('../../../lib/save-blob', () => ({ saveBlob: vi.fn() }));
// The test DOM loads no images and has no canvas: the PNG itself is made in the browser tests.
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
vi.mock('../lib/svg-to-png', () => ({ svgToPng: vi.fn(async () => PNG) }));

/** The chart image of a card, by the card's title. */
const chartImage = (title: string) => screen.findByRole('img', { name: `Chart: ${title}` }, SLOW);

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
    // The bar-with-line chart: a bar per group on the left axis and a line on the right-hand one.
    const withLine = await chartImage('Cost by product');
    await waitFor(() => expect(withLine.querySelectorAll('path[fill="none"]')).toHaveLength(1));
    expect(withLine.querySelectorAll('circle')).toHaveLength(2 + 1); // a point per group, the legend's
    expect(within(withLine as unknown as HTMLElement).getByText('02-2026')).toBeTruthy();
    const bars = (await chartImage('Defects by month')).querySelectorAll('rect[fill="#5470c6"]');
    expect(bars).toHaveLength(2);
    // 3 and 5 incidents: the second bar is the taller.
    const heights = [...bars].map((bar) => Number(bar.getAttribute('height')));
    expect(heights[1]).toBeGreaterThan(heights[0] ?? Number.POSITIVE_INFINITY);
  });

  it('shows the headline figures above the charts', async () => {
    setupIntelligence('/intelligence', { role: 'user' });
    const strip = await screen.findByRole('region', { name: 'Headline figures' }, SLOW);
    const value = async (label: string) =>
      (await within(strip).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await value('Open incidents')).toBe('12');
    expect(await value('Median days to close (last 90 days)')).toBe('6.5 days');
    const chart = await screen.findByRole('heading', { level: 2, name: 'Defects by month' });
    // The strip comes first in the page's order.
    expect(strip.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws each chart when its series has come (never first empty, as "No data")', async () => {
    setupIntelligence('/intelligence', { role: 'user', seriesDelayMs: 300 });
    await screen.findByRole('heading', { level: 2, name: 'Cost by product' }, SLOW);
    expect(screen.getAllByRole('progressbar', { name: 'Loading chart' })).toHaveLength(2);
    expect(screen.queryByText('No data')).toBeNull();
    const chart = await chartImage('Defects by month');
    expect(chart.querySelectorAll('rect[fill="#5470c6"]')).toHaveLength(2);
    expect(screen.queryByText('No data')).toBeNull();
  });

  it("shows the hovered group's values in a tooltip", async () => {
    setupIntelligence('/intelligence', { role: 'user' });
    const chart = await chartImage('Cost by product');
    const area = within(chart.parentElement as HTMLElement).getByTestId('chart-hover-area');
    // The test DOM lays nothing out: the chart is 640 px wide from x = 0, its plot from 72 to 568 px, two groups.
    await userEvent.setup().pointer({ target: area, coords: { clientX: 500, clientY: 100 } });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('02-2026');
    expect(tooltip.textContent).toContain('5');
    expect(tooltip.textContent).toContain('20');
    // Both series by name (here the same column's: the chart's default values).
    expect(within(tooltip).getAllByText('Incident Date')).toHaveLength(2);
  });

  it.each(['user', 'investigator'] as const)('hides the edit controls from %s', async (role) => {
    setupIntelligence('/intelligence', { role });
    expect(await screen.findByRole('heading', { level: 2, name: 'Defects by month' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Defects by month' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Intelligence actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Defects by month as PNG' })).toBeTruthy();
  });

  it('downloads a chart as a PNG named after its title', async () => {
    vi.mocked(saveBlob).mockClear();
    setupIntelligence('/intelligence', { role: 'user' });
    const chart = await chartImage('Defects by month');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Defects by month as PNG' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    // The drawn chart itself, below its title, at twice its size.
    const [drawn, title, pixelRatio] = vi.mocked(svgToPng).mock.calls.at(-1) ?? [];
    expect(Object.is(drawn, chart)).toBe(true);
    expect(title).toBe('Defects by month');
    expect(pixelRatio).toBe(2);
    expect(saveBlob).toHaveBeenCalledWith(PNG, 'Defects by month.png');
  });

  it('tells when the PNG cannot be made', async () => {
    vi.mocked(svgToPng).mockRejectedValueOnce(new Error('The chart could not be turned into an image.'));
    setupIntelligence('/intelligence', { role: 'user' });
    await chartImage('Defects by month');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Defects by month as PNG' }));
    expect(await screen.findByText('The chart could not be turned into an image.')).toBeTruthy();
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
    expect(await screen.findByText(TOAST.chartsVisibilityFailed, { exact: false })).toBeTruthy();
  });

  it('shows an empty state without charts', async () => {
    setupIntelligence('/intelligence', { charts: [] });
    expect(await screen.findByText('There are no charts yet.', {}, SLOW)).toBeTruthy();
  });
});
