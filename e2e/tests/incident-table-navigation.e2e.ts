import type { Browser } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
  // The demo data fits on one page of 50: a few more incidents make a second page.
  const token = await apiToken(DEMO.investigator);
  const body = await validIncidentBody(token, 'Incident table paging');
  for (let i = 0; i < 30; i++) await api(token, 'POST', '/v1/incidents', body);
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('incident table links and history', () => {
  test('opens an incident in a new tab from its number, and in place from a click on its row', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/incidents');
    const table = page.getByRole('table', { name: 'Incidents' });
    const number = table.getByRole('link', { name: /^\d+$/ }).first();
    const href = await number.getAttribute('href');
    expect(href).toMatch(/^\/incident\/[^/]+$/);
    expect(await table.getByRole('link', { name: 'Open incident' }).first().getAttribute('href')).toBe(href);

    const [tab] = await Promise.all([context.waitForEvent('page'), number.click({ modifiers: ['Control'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(href);
    expect(new URL(page.url()).pathname).toBe('/incidents');
    await tab.close();

    // A plain click on another cell of the row.
    await number.locator('xpath=ancestor::tr').locator('td').last().click();
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });

  test('returns to the page before with Back after paging', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/home');
    await page.goto('/incidents?page=0&rowsPerPage=50');
    await page.getByText(/^1–50 of \d+$/).waitFor();
    await page.getByRole('button', { name: /next page/i }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    await page.getByText(/^51–\d+ of \d+$/).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/incidents' && url.searchParams.get('page') === '0');
    await page.getByText(/^1–50 of \d+$/).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });
});
