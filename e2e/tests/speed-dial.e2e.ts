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

test.describe('incident action menu', () => {
  test('is folded after its dialog closes, and one click opens it again', async () => {
    const token = await apiToken(DEMO.user);
    const incident = await api<{ id: string }>(
      token,
      'POST',
      '/v1/incidents',
      await validIncidentBody(token, 'E2E speed dial'),
    );
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${incident.id}`);
    const fab = page.getByRole('button', { name: 'Incident actions' });
    await fab.click();
    await page.getByRole('menuitem', { name: 'Acknowledge' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(await fab.getAttribute('aria-expanded')).toBe('false');

    await fab.click();
    await expect.poll(() => fab.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('menuitem', { name: 'Acknowledge' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});
