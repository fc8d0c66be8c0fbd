import type { Browser } from 'playwright-core';
import { restorePassword } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('profile', () => {
  test('keeps notification choices across a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL('**/profile');
    await page.getByText(DEMO.user).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile');

    const closed = page.getByRole('switch', { name: 'Incident closed' });
    expect(await closed.isChecked()).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/profile') && r.request().method() === 'PUT',
    );
    await closed.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole('switch', { name: 'Incident closed' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Incident closed' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Incident submitted' }).isChecked()).toBe(true);
    await context.close();
  });

  test('changes the password; the old one stops working', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/profile');
    const button = page.getByRole('button', { name: 'Change Password' });
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Passw0rd!');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Quality2Pass!');
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Quality2Pass!');
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    await page.getByText('The password has been changed successfully.').waitFor();
    await context.close();

    const second = await newPage(browser);
    await second.page.goto('/login');
    await second.page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.quality);
    await second.page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd!');
    await second.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await second.page.getByText('Failed to login.').waitFor();
    await signIn(second.page, DEMO.quality, 'Quality2Pass!');
    expect(new URL(second.page.url()).pathname).toBe('/home');
    await second.context.close();
    await restorePassword(DEMO.quality, 'Quality2Pass!');
  });
});
