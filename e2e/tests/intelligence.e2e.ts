import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/**
 * How many pixels of the PNG's top `rows` rows are dark (text), read by the browser: a decoded image drawn
 * on a canvas.
 */
async function darkPixelsAtTop(page: Page, png: Buffer, rows: number): Promise<number> {
  return page.evaluate(
    async ({ bytes, rows }) => {
      const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) return -1;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, rows);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i] ?? 255) < 128 && (data[i + 1] ?? 255) < 128 && (data[i + 2] ?? 255) < 128) dark += 1;
      }
      URL.revokeObjectURL(url);
      return dark;
    },
    { bytes: [...png], rows },
  );
}

test.describe('intelligence', () => {
  test('quality adds a bar-with-line chart, previews it, saves, hides it and downloads a PNG', async () => {
    const title = 'E2E defects and cost by product';
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/intelligence');
    await page.getByRole('heading', { name: 'Incidents per month' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'intelligence');

    await page.getByRole('button', { name: 'Intelligence actions' }).hover();
    await page.getByRole('menuitem', { name: 'Add New Chart' }).click();
    await page.waitForURL('**/intelligence/new');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('combobox', { name: 'Chart Type' }).selectOption('barChartWithLine');
    await page.getByRole('combobox', { name: 'Value (2)' }).waitFor();
    await page.getByRole('combobox', { name: 'Value (1)' }).selectOption('defectiveQuantity');
    await page.getByRole('combobox', { name: 'Value (2)' }).selectOption('costTotal');

    const series = page.waitForRequest(
      (r) => r.url().endsWith('/v1/charts/series') && (r.postData() ?? '').includes('"groupBy":"product"'),
    );
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('product');
    const request = await series;
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({
      groupBy: 'product',
      value1: 'defectiveQuantity',
      value2: 'costTotal',
      chartType: 'barChartWithLine',
    });
    const answer = await (await request.response())?.json();
    expect(answer.points.length).toBeGreaterThan(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add chart' }).click();
    await page.getByText('Are you sure you want to add the chart?').waitFor();
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/v1/reports/'));
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Added chart successfully.').waitFor();
    // The chart is added without an id, as the specification's client does; the server gives it one.
    const sent = JSON.parse((await put).postData() ?? '{}').charts as { id?: string; title: string }[];
    expect(sent.at(-1)).toMatchObject({ title });
    expect(sent.at(-1)).not.toHaveProperty('id');
    await page.waitForURL(/\/intelligence$/);
    await page.getByRole('heading', { name: title }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${title} as PNG` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title}.png`);
    const bytes = readFileSync((await file.path()) ?? '');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: width and height after the signature and the chunk head.
    const drawn = page.getByRole('img', { name: `Chart: ${title}` });
    const size = await drawn.evaluate((svg) => [
      Number(svg.getAttribute('width')),
      Number(svg.getAttribute('height')),
    ]);
    // The drawn chart at twice its width, below a band holding its title (dark text on white; the chart's
    // own first rows are white: its legend starts lower).
    const [width, height] = size as [number, number];
    expect(bytes.readUInt32BE(16)).toBe(width * 2);
    const band = bytes.readUInt32BE(20) - height * 2;
    expect(band).toBeGreaterThanOrEqual(2 * 40);
    expect(await darkPixelsAtTop(page, bytes, band)).toBeGreaterThan(200);
    // A bar and a line point per product, on two value axes.
    const products = answer.points.length;
    expect(await drawn.locator('path[fill="none"]').count()).toBe(1);
    expect(await drawn.locator('circle').count()).toBe(products + 1);

    await page.getByRole('button', { name: 'Intelligence actions' }).hover();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const options = page.getByRole('dialog');
    await options.getByText('Intelligence Options').waitFor();
    await options.getByRole('checkbox', { name: title }).uncheck();
    await options.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated intelligence charts successfully.').waitFor();
    await page.getByRole('heading', { name: 'Incidents per month' }).first().waitFor();
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    await context.close();
  });

  test('quality adds a Pareto chart: ranked bars, the cumulative line and the 80% mark', async () => {
    const title = 'E2E Pareto of incidents by location';
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/intelligence/new');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('combobox', { name: 'Chart Type' }).selectOption('paretoChart');
    // A Pareto chart groups by a category and always ranks by its value: no Sort By.
    expect(await page.getByRole('combobox', { name: 'Group by' }).inputValue()).toBe('rootCauseCategory');
    expect(await page.getByRole('combobox', { name: 'Sort By' }).count()).toBe(0);
    const series = page.waitForRequest(
      (r) =>
        r.url().endsWith('/v1/charts/series') &&
        (r.postData() ?? '').includes('"groupBy":"incidentLocation"'),
    );
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('incidentLocation');
    const request = await series;
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ chartType: 'paretoChart' });
    const answer = await (await request.response())?.json();
    const points = answer.points as { value1: number; cumulativePercent: number }[];
    expect(points.length).toBeGreaterThan(0);
    expect(points.map((p) => p.value1)).toEqual([...points.map((p) => p.value1)].sort((a, b) => b - a));
    expect(points.at(-1)?.cumulativePercent).toBe(100);
    const preview = page.getByRole('img', { name: 'Chart preview' });
    await preview.getByTestId('chart-mark').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add chart' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Added chart successfully.').waitFor();
    await page.waitForURL(/\/intelligence$/);
    const drawn = page.getByRole('img', { name: `Chart: ${title}` });
    await drawn.getByTestId('chart-mark').waitFor();
    expect(await drawn.locator('path[fill="none"]').count()).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${title} as PNG` }).click();
    expect((await download).suggestedFilename()).toBe(`${title}.png`);

    await page.getByRole('button', { name: 'Intelligence actions' }).hover();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const options = page.getByRole('dialog');
    await options.getByRole('checkbox', { name: title }).uncheck();
    await options.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated intelligence charts successfully.').waitFor();
    await context.close();
  });

  test('shows charts without edit controls to a user', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/intelligence');
    await page.getByRole('heading', { name: 'Incidents per month' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Intelligence actions' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await page.goto('/intelligence/new');
    await page.waitForURL(/\/intelligence$/);
    await context.close();
  });

  test('shows each pie slice with its value and percentage, and every month of a time axis', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    const byMonth = page.waitForResponse(
      (r) =>
        r.url().endsWith('/v1/charts/series') &&
        /"groupBy":"incidentDate".*"sortBy":"groupBy"/.test(r.request().postData() ?? ''),
    );
    await page.goto('/intelligence');
    const pie = page.getByRole('img', { name: 'Chart: Incidents by status' });
    await pie.waitFor();
    const legend = await pie.locator('text').allTextContents();
    const entries = legend.filter((text) => /: [\d,.]+ \(<?[\d.]+%\)$/.test(text));
    expect(entries.length).toBeGreaterThan(1);
    const shares = entries.map((text) => Number(/\(<?([\d.]+)%\)$/.exec(text)?.[1]));
    expect(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100)).toBeLessThan(1);
    // The biggest slice carries its percentage on it.
    expect(legend.some((text) => /^[\d.]+%$/.test(text))).toBe(true);
    await screenshot(page, 'intelligence-pie');

    // 'Incidents per month': consecutive months from the first to the last, months without incidents as 0.
    const months = ((await (await byMonth).json()).points as { group: string }[]).map((p) => p.group);
    const index = (group: string) => Number(group.slice(3)) * 12 + Number(group.slice(0, 2)) - 1;
    expect(months.length).toBeGreaterThan(1);
    months.forEach((group, i) => {
      if (i > 0) expect(index(group), `${months[i - 1]} then ${group}`).toBe(index(months[i - 1] ?? '') + 1);
    });
    await context.close();
  });
});
