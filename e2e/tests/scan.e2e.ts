import type { Browser } from 'playwright-core';
import { api, apiToken } from '../support/api';
import {
  baseUrl,
  DEMO,
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from '../support/browser';
import { fakeCameraArgs, fetchTagPdf, pdfToFakeCameraVideo } from '../support/fake-camera';
import { expect, test } from '../support/test';

interface ListItem {
  id: string;
  incidentNumber: number;
  product: string;
  partNumber: string;
}

let noCamera: Browser;
test.beforeAll(async () => {
  // Headless Chromium without camera flags has no camera at all: the page offers the typed code.
  noCamera = await launchBrowser();
});
test.afterAll(async () => {
  await noCamera?.close();
});

test.describe('scan', () => {
  test("opens the incident whose red tag the camera sees (Chromium's fake camera, ZXing)", async () => {
    const token = await apiToken(DEMO.quality);
    const list = await api<{ items: ListItem[] }>(token, 'GET', '/v1/incidents?rowsPerPage=50');
    const incident = list.items[0];
    expect(incident).toBeTruthy();
    const video = pdfToFakeCameraVideo(await fetchTagPdf(baseUrl(), token, incident?.id ?? ''));
    const browser = await launchBrowser({ args: fakeCameraArgs(video) });
    try {
      const { context, page } = await newPage(browser);
      await signIn(page, DEMO.quality);
      await page.goto('/home');
      await page.getByRole('main').getByRole('link', { name: 'Scan' }).click();
      await page.waitForURL('**/scan');
      await page.waitForURL(`**/incident/${incident?.id}`, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Incident Details' }).waitFor();
      await screenshot(page, 'scan-tag-opened');
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test("opens the report form with a typed part number and the product it names (admin's Part Numbers)", async () => {
    const token = await apiToken(DEMO.user);
    const data = await api<{
      products: { name: string; active: boolean }[];
      partNumbers: { id: string; product: string | null; active: boolean }[];
    }>(token, 'GET', '/v1/data');
    const active = data.products.filter((p) => p.active).map((p) => p.name);
    // The demo part numbers name their products.
    const part = data.partNumbers.find((p) => p.active && p.product !== null && active.includes(p.product));
    const partNumber = part?.id ?? '';
    const product = part?.product ?? '';
    expect(product).not.toBe('');

    const { context, page } = await newPage(noCamera);
    await signIn(page, DEMO.user);
    await page.goto('/home');
    // The top bar's Scan, this time.
    await page.getByRole('banner').getByRole('link', { name: 'Scan' }).click();
    await page.getByText('No camera could be opened on this device. Type the code below.').waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(partNumber.toLowerCase());
    await page.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL('**/incident/new?**');
    await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Product' }).inputValue()).toBe(product);
    expect(await page.getByRole('combobox', { name: 'Part Number' }).inputValue()).toBe(partNumber);
    await context.close();
  });

  test('says what it read when the code is neither a tag nor a part number', async () => {
    const { context, page } = await newPage(noCamera);
    await signIn(page, DEMO.user);
    await page.goto('/scan');
    await page.getByRole('textbox', { name: 'Code' }).fill('4006381333931');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText('Read: 4006381333931').waitFor();
    await page.getByText('This is not an incident tag or a known part number.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/scan');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Scan again' }).click();
    await expect.poll(() => page.getByText('Read: 4006381333931').count()).toBe(0);
    await context.close();
  });
});
