import type { Browser } from 'playwright-core';
import { restorePassword } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { countMailsTo, waitForCode } from '../support/outbox';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('password reset', () => {
  test('resets the password with the code from the email, then signs in with it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: /reset/i }).click();
    await page.waitForURL('**/reset-password');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.investigator);
    await page.getByRole('button', { name: 'Request Password' }).click();

    const code = await waitForCode(DEMO.investigator);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('weak');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page
      .getByText(
        'The new password must have at least 8 characters, with at least one lowercase letter, one uppercase letter and one digit.',
      )
      .first()
      .waitFor();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('N3wSecret!');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('N3wSecret!');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.getByText('The password has been reset successfully.').waitFor();
    await page.waitForURL('**/login**');

    await signIn(page, DEMO.investigator, 'N3wSecret!');
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
    await restorePassword(DEMO.investigator, 'N3wSecret!');
  });

  test('opens the link from the email and sets a new password without typing the code', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reset-password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.investigator);
    // The earlier test's email has a link too: wait for this request's own.
    const mailed = countMailsTo(DEMO.investigator);
    await page.getByRole('button', { name: 'Request Password' }).click();
    await page.getByText(/We sent a code to/).waitFor();
    await expect.poll(() => countMailsTo(DEMO.investigator), { timeout: 10_000 }).toBeGreaterThan(mailed);
    const link = await waitForCode(DEMO.investigator, /(http\S+\/reset-password\?\S+)/);

    await page.goto(link);
    expect(await page.getByRole('textbox', { name: 'Code', exact: true }).inputValue()).toMatch(
      /^[0-9a-f]{64}$/,
    );
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('L1nkSecret!');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('L1nkSecret!');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.getByText('The password has been reset successfully.').waitFor();
    await page.waitForURL('**/login**');

    await signIn(page, DEMO.investigator, 'L1nkSecret!');
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
    await restorePassword(DEMO.investigator, 'L1nkSecret!');
  });
});
