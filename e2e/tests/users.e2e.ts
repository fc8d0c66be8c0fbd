import type { Browser } from 'playwright-core';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { waitForCode } from '../support/outbox';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('users', () => {
  test('an admin adds a user, who signs in with the invitation and sets a new password', async () => {
    const newcomer = { name: 'Nina Newcomer', email: 'nina.newcomer@example.com' };
    const admin = await newPage(browser);
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto('/users');
    await admin.page.getByRole('link', { name: 'Uma User' }).waitFor();
    await expectAccessible(admin.page);
    await screenshot(admin.page, 'users');

    await admin.page.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Add User' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('   ');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(newcomer.email);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(newcomer.name);
    expect(await confirm.isDisabled()).toBe(false);
    await expectAccessible(admin.page);
    await confirm.click();
    await admin.page.getByText('Added user successfully.').waitFor();
    await admin.page.getByRole('link', { name: newcomer.name }).waitFor();

    // The user detail page: status chip and the admin speed dial.
    await admin.page.getByRole('link', { name: newcomer.name }).click();
    await admin.page.waitForURL('**/user/**');
    await admin.page.getByText(newcomer.email).first().waitFor();
    await expectAccessible(admin.page);
    await admin.context.close();

    const code = await waitForCode(newcomer.email, /as the password: ([A-Za-z0-9]{6,})/);
    const invited = await newPage(browser);
    await invited.page.goto(`/login?email=${encodeURIComponent(newcomer.email)}`);
    expect(await invited.page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      newcomer.email,
    );
    await invited.page.getByRole('textbox', { name: 'Password', exact: true }).fill(code);
    await invited.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await invited.page.getByRole('textbox', { name: 'New password', exact: true }).waitFor();
    await expectAccessible(invited.page);
    await invited.page.getByRole('textbox', { name: 'New password', exact: true }).fill('Welcome2Nina!');
    await invited.page
      .getByRole('textbox', { name: 'Confirm new password', exact: true })
      .fill('Welcome2Nina!');
    await invited.page.getByRole('button', { name: /set|save|confirm/i }).click();
    await invited.page.waitForURL('**/home');
    await invited.context.close();

    const again = await newPage(browser);
    await signIn(again.page, newcomer.email, 'Welcome2Nina!');
    expect(new URL(again.page.url()).pathname).toBe('/home');
    await again.context.close();
  });

  test('an admin deactivates a user, who can then no longer sign in', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto('/users');
    await admin.page.getByRole('link', { name: 'Nina Newcomer' }).click();
    await admin.page.waitForURL('**/user/**');
    await admin.page.getByRole('button', { name: 'User actions' }).hover();
    await admin.page.getByRole('menuitem', { name: 'Update Status' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await dialog.getByRole('switch', { name: 'Deactivated' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('User updated successfully.').waitFor();
    await admin.page.getByText('Disabled').first().waitFor();
    await admin.context.close();

    const blocked = await newPage(browser);
    await blocked.page.goto('/login');
    await blocked.page.getByRole('textbox', { name: 'Email', exact: true }).fill('nina.newcomer@example.com');
    await blocked.page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome2Nina!');
    await blocked.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await blocked.page.getByRole('alert').first().waitFor();
    expect(new URL(blocked.page.url()).pathname).toBe('/login');
    await blocked.context.close();
  });
});
