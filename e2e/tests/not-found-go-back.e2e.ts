import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('Go Back on the not-found page', () => {
  test('returns to the page before, also when the unknown address was typed over it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/incidents');
    await page.waitForURL('**/incidents');
    // A typed address: a new page load, whose router history starts again.
    await page.goto('/no/such/page');
    await page.getByText('Uh oh. Page not found.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/not-found');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/incidents');
    expect(new URL(page.url()).pathname).toBe('/incidents');
    await context.close();
  });

  test('goes to the home page when the app was opened on the unknown address', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    const fresh = await context.newPage();
    await fresh.goto('/no/such/page');
    await fresh.getByText('Uh oh. Page not found.').waitFor();
    await fresh.getByRole('button', { name: 'Go Back' }).click();
    await fresh.waitForURL('**/home');
    await context.close();
  });
});
