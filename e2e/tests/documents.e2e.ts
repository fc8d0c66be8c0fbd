import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { api, apiToken } from '../support/api';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('documents', () => {
  test('downloads the print PDF and the red label tag from the details page', async () => {
    const token = await apiToken(DEMO.quality);
    const list = await api<{ items: { id: string; incidentNumber: number }[] }>(
      token,
      'GET',
      '/v1/incidents?rowsPerPage=50',
    );
    const incident = list.items[0];
    expect(incident).toBeTruthy();
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${incident?.id}`);
    for (const [button, prefix] of [
      ['Print', 'Incident-'],
      ['Red Label Tag', 'Tag-'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${prefix}${incident?.incidentNumber}.pdf`);
      expect(
        readFileSync((await file.path()) ?? '')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await context.close();
  });
});
