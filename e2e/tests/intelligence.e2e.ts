import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('intelligence', () => {
  it('quality adds a bar-with-line chart, previews it, saves, hides it and downloads a PNG', async () => {
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
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Added chart successfully.').waitFor();
    await page.waitForURL(/\/intelligence$/);
    await page.getByRole('heading', { name: title }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${title} as PNG` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title}.png`);
    const bytes = readFileSync((await file.path()) ?? '');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The drawn chart at twice its size (IHDR: width and height after the signature and the chunk head).
    const drawn = page.getByRole('img', { name: `Chart: ${title}` });
    const size = await drawn.evaluate((svg) => [
      Number(svg.getAttribute('width')),
      Number(svg.getAttribute('height')),
    ]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(size.map((side) => side * 2));
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

  it('shows charts without edit controls to a user', async () => {
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
});
