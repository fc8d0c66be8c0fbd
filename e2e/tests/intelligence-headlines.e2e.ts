import type { Browser } from 'playwright-core';
import { api, apiToken } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** The open statuses as the chart names its groups (labels, not ids). */
const OPEN = [
  'Submitted',
  'Pending Update',
  'Acknowledged',
  'Under Investigation',
  'Investigation Completed',
];

test.describe('intelligence headline figures', () => {
  test('shows the open incidents, overdue items, median days to close and effectiveness rate above the charts', async () => {
    test.setTimeout(90_000);
    // The open incidents as the charts count them (incidents per status), to check the strip against.
    const token = await apiToken(DEMO.user);
    const openByChart = async () => {
      const byStatus = await api<{ points: { group: string; value1: number }[] }>(
        token,
        'POST',
        '/v1/charts/series',
        {
          chartType: 'barChart',
          groupBy: 'status',
          value1: 'status',
          value2: 'status',
          sortBy: 'groupBy',
          limit: '',
          filter: [],
        },
      );
      return byStatus.points.filter((p) => OPEN.includes(p.group)).reduce((n, p) => n + p.value1, 0);
    };

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/intelligence');
    const strip = page.getByRole('region', { name: 'Headline figures' });
    const value = (label: string) =>
      strip.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await value('Open incidents').waitFor();
    expect(await strip.locator('dt').allTextContents()).toEqual([
      'Open incidents',
      'Overdue items',
      'Median days to close (last 90 days)',
      'Effectiveness rate',
    ]);
    // Both figures come through the chart cache (fresh for CHART_CACHE_SECONDS, then answered stale while
    // recomputed), and earlier test files changed incidents: they agree once both caches have caught up.
    const deadline = Date.now() + 45_000;
    let [shown, open] = ['', 0];
    for (;;) {
      open = await openByChart();
      shown = (await value('Open incidents').textContent()) ?? '';
      if (shown === String(open) || Date.now() > deadline) break;
      await page.waitForTimeout(3_000);
      await page.reload();
      await value('Open incidents').waitFor();
    }
    expect(open).toBeGreaterThan(0);
    expect(shown).toBe(String(open));
    expect(await value('Median days to close (last 90 days)').textContent()).toMatch(
      /^(\d+(\.\d)? days?|—)$/,
    );
    expect(await value('Overdue items').textContent()).toMatch(/^\d[\d,]*$/);
    expect(await value('Effectiveness rate').textContent()).toMatch(/^(\d+(\.\d)?\s?%|—)$/);

    // Above the charts, across the page's width.
    const chart = page.getByRole('heading', { name: 'Incidents per month' }).first();
    await chart.waitFor();
    const [stripBox, chartBox] = [await strip.boundingBox(), await chart.boundingBox()];
    expect(stripBox && chartBox && stripBox.y + stripBox.height <= chartBox.y).toBe(true);
    expect(stripBox?.width).toBeGreaterThan(1000);
    await expectAccessible(page);
    await screenshot(page, 'intelligence-headlines');
    await context.close();
  });
});
