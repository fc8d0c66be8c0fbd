import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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

/** A 1×1 PNG: the photo taken on the shop floor. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function photo(name: string): string {
  const file = join(tmpdir(), name);
  writeFileSync(file, PNG);
  return file;
}

/** The service worker has installed the shell and controls the page (the first visit, online). */
async function shellInstalled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function chooseFirst(page: Page, labels: string[]): Promise<void> {
  for (const label of labels) {
    const select = page.getByRole('combobox', { name: label, exact: true });
    if (await select.isDisabled()) continue;
    const values = await select
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== '' && v !== 'N/A'),
      );
    if (values[0]) await select.selectOption(values[0]);
  }
}

/** Fills the report form and submits it, with a photo chosen while offline. */
async function reportOffline(page: Page, description: string, photoFile: string): Promise<void> {
  const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
  await page.getByLabel('Incident date').fill(`${day}-${month}-${year}`);
  await chooseFirst(page, ['Product', 'Part Number']);
  await page.getByRole('textbox', { name: 'Defective Quantity' }).fill('3');
  await page.getByRole('textbox', { name: 'GRN Number' }).fill('S12345');
  await page.getByRole('textbox', { name: 'Order Number' }).fill('WO4321');
  await chooseFirst(page, ['Incident Location', 'Category', 'Subcategory level 1', 'Subcategory level 2']);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByLabel('Add attachments').setInputFiles(photoFile);
  await page.getByText('Kept on this device: uploaded when the report is sent.').waitFor();
  await page.getByRole('button', { name: 'Submit incident' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/waiting');
  await page.getByRole('link', { name: 'Waiting to send: 1' }).waitFor();
}

interface ListedIncident {
  id: string;
  description: string;
  status: string;
  attachments: { name: string }[];
}

async function incidentsDescribed(description: string): Promise<ListedIncident[]> {
  const token = await apiToken(DEMO.user);
  const list = await api<{ items: ListedIncident[] }>(
    token,
    'GET',
    `/v1/incidents?search=${encodeURIComponent(description)}&rowsPerPage=200`,
  );
  return list.items.filter((incident) => incident.description === description);
}

/** Back online: the queue sends by itself, and the server then has exactly one incident with the photo. */
async function expectSentOnce(page: Page, description: string, photoName: string): Promise<void> {
  await page.getByText('Submitted incident successfully.').waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: /Waiting to send/ }).waitFor({ state: 'detached' });
  // A moment more for any second attempt to show up.
  await page.waitForTimeout(1_000);
  const found = await incidentsDescribed(description);
  expect(found).toHaveLength(1);
  expect(found[0]?.status).toBe('submitted');
  expect(found[0]?.attachments.map((a) => a.name)).toEqual([photoName]);
}

test.describe('reporting without a connection', () => {
  test('keeps a report made offline with its photo and sends it once when the connection returns', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();

    await context.setOffline(true);
    const description = `E2E offline report ${Date.now()}`;
    await reportOffline(page, description, photo('e2e-offline-photo.png'));
    await page.getByRole('heading', { level: 1, name: 'Waiting to send' }).waitFor();
    await page.getByText('Waiting for a connection: it is sent when the connection returns.').waitFor();
    expect(await incidentsDescribed(description)).toHaveLength(0);

    // On a phone the top bar keeps the count in view, without pushing the page sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    // The toast hides itself after 6 s: clicking its Close raced that on a busy machine, so wait for it to go.
    await page.getByRole('alert').waitFor({ state: 'detached' });
    const link = page.getByRole('link', { name: 'Waiting to send: 1' });
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'offline-waiting-390');

    await context.setOffline(false);
    await expectSentOnce(page, description, 'e2e-offline-photo.png');
    await context.close();
  });

  test('still has the report after a reload without a connection, and sends it once back online', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();
    await shellInstalled(page);

    await context.setOffline(true);
    const description = `E2E offline report reloaded ${Date.now()}`;
    await reportOffline(page, description, photo('e2e-offline-reloaded.png'));

    // The service worker serves the app; the report and its photo are read back from the device.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Waiting to send' }).waitFor();
    await page.getByRole('link', { name: 'Waiting to send: 1' }).waitFor();
    await page.getByText(description).waitFor();
    await page.getByText('1 attachment').waitFor();
    expect(await incidentsDescribed(description)).toHaveLength(0);
    await expectAccessible(page);

    await context.setOffline(false);
    await expectSentOnce(page, description, 'e2e-offline-reloaded.png');
    await context.close();
  });

  test('opens the app without a connection once it has been visited', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await shellInstalled(page);
    // Opened in the browser, the API and the health check are the server's answers, never the app.
    for (const address of ['/health', '/v1/openapi.json']) {
      const response = await page.goto(address);
      expect(response?.headers()['content-type']).toContain('application/json');
    }

    await context.setOffline(true);
    await page.goto('/incident/new');
    await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();
    await page.getByText('No Internet — please check your internet connection!').waitFor();
    // The form works: its choices come from the data kept on the device.
    const products = await page
      .getByRole('combobox', { name: 'Product', exact: true })
      .locator('option')
      .count();
    expect(products).toBeGreaterThan(1);
    // The API is never answered from a cache or with the app.
    const answer = await page.evaluate(async () => {
      try {
        const response = await fetch('/health');
        return `status ${response.status}`;
      } catch {
        return 'failed';
      }
    });
    expect(answer).toBe('failed');
    await context.close();
  });
});
