import type { Browser } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('saving while offline', () => {
  test('says at once that the save failed because the browser is offline, and the dialog lets go', async () => {
    const token = await apiToken(DEMO.user);
    const draft = await api<{ id: string }>(token, 'POST', '/v1/incidents', {
      ...(await validIncidentBody(token, 'E2E draft saved offline')),
      action: 'save-draft',
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto(`/incident/${draft.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Report Incident' }).waitFor();
    await page.getByRole('textbox', { name: 'Order Number' }).fill('WO7777');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    // The save is not held until the connection returns: the reason shows while the page is still offline.
    await page
      .getByText('Failed to update incident. You are offline: check the connection and try again.')
      .waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // What was typed is still there to save once back online.
    expect(await page.getByRole('textbox', { name: 'Order Number' }).inputValue()).toBe('WO7777');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Saved incident draft successfully.').waitFor();
    await context.close();
  });
});
