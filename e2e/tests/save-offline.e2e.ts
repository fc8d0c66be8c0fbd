import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('saving while offline', () => {
  it('says at once that the save failed because the browser is offline, and the dialog lets go', async () => {
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
    const started = Date.now();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    // The save is not held until the connection returns: the reason shows within seconds.
    await page
      .getByText('Failed to update incident. You are offline: check the connection and try again.')
      .waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
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
