import type { Browser } from 'playwright-core';
import { baseUrl, DEMO, launchBrowser, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('incident date', () => {
  test('is typed and shown DD-MM-YYYY in a US-English browser, and a future date is refused', async () => {
    // A native date input would show mm/dd/yyyy here.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'en-US',
      viewport: { width: 1366, height: 900 },
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    const date = page.getByLabel('Incident date');
    expect(await date.getAttribute('placeholder')).toBe('DD-MM-YYYY');
    // A new report starts at today.
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    await expect
      .poll(() => date.inputValue())
      .toBe(`${pad(today.getDate())}-${pad(today.getMonth() + 1)}-${today.getFullYear()}`);

    await date.fill('');
    await date.pressSequentially('05032025');
    expect(await date.inputValue()).toBe('05-03-2025');

    const nextYear = new Date().getUTCFullYear() + 1;
    await date.fill('');
    await date.pressSequentially(`0101${nextYear}`);
    expect(await date.inputValue()).toBe(`01-01-${nextYear}`);
    await page.getByRole('button', { name: 'Submit incident' }).click();
    await page.getByText('Incident date cannot be in the future').waitFor();
    await context.close();
  });
});
