import type { Browser } from 'playwright-core';
import {
  DEMO,
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signInWithForm,
} from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

test.describe('sign-in and the application shell', () => {
  test('refuses a wrong password with a toast and stays on /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.user);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('WrongPassw0rd');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Failed to login.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  test('shows the validation messages of the login form', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Enter a valid email').waitFor();
    await page.getByText('Password should be of minimum 8 characters length').waitFor();
    await context.close();
  });

  test('sends a signed-out visitor to /login with `from`, and back there after signing in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/profile');
    await page.waitForURL('**/login?from=%2Fprofile');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.quality);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByText(DEMO.quality).first().waitFor();
    await context.close();
  });

  test('gives an admin every tile, and redirects / to /home', async () => {
    const { context, page } = await newPage(browser);
    await signInWithForm(page, DEMO.admin);
    await page.goto('/');
    await page.waitForURL('**/home');
    for (const tile of ['Report Incident', 'Incidents', 'Intelligence', 'Users', 'Help', 'Administration']) {
      await page.getByRole('link', { name: tile, exact: true }).waitFor();
    }
    await expectAccessible(page);
    await screenshot(page, 'home-admin');
    await context.close();
  });

  test('hides admin tiles from a user and redirects admin-only pages to /home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.getByRole('link', { name: 'Report Incident', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Users', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Administration', exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'home-user');
    for (const path of ['/users', '/admin', '/admin/products']) {
      await page.goto(path);
      await page.waitForURL('**/home');
    }
    await context.close();
  });

  test('shows the not-found page for unknown paths, with Go Back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.investigator);
    await page.goto('/no/such/page');
    await page.waitForURL('**/not-found');
    await page.getByText('Uh oh. Page not found.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname !== '/not-found');
    await context.close();
  });

  test('keeps the refresh token in an httpOnly cookie and renews an expired session with it', async () => {
    const { context, page } = await newPage(browser);
    await signInWithForm(page, DEMO.quality);
    const cookie = (await context.cookies()).find((c) => c.name === 'qi_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    const seenByScripts = await page.evaluate(() => ({
      cookies: document.cookie,
      stored: localStorage.getItem('qi.auth.session') ?? '',
    }));
    expect(seenByScripts.cookies).not.toContain('qi_refresh');
    expect(seenByScripts.stored).not.toContain(cookie?.value ?? 'no cookie');
    expect(JSON.parse(seenByScripts.stored)).not.toHaveProperty('refreshToken');

    // An id token the server no longer accepts: the app renews it through the cookie and carries on.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('qi.auth.session') ?? '{}');
      localStorage.setItem('qi.auth.session', JSON.stringify({ ...session, idToken: 'expired.id.token' }));
    });
    await page.goto('/profile');
    await page.waitForFunction(() => {
      const stored = localStorage.getItem('qi.auth.session');
      return stored === null || !stored.includes('expired.id.token');
    });
    const renewed = await page.evaluate(() => JSON.parse(localStorage.getItem('qi.auth.session') ?? 'null'));
    expect(renewed?.idToken).toMatch(/^ey/);
    await page.getByText(DEMO.quality).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    const rotated = (await context.cookies()).find((c) => c.name === 'qi_refresh');
    expect(rotated?.value).not.toBe(cookie?.value);
    await context.close();
  });

  test('signs out from the account menu and protects private pages again', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login**');
    await page.goto('/home');
    await page.waitForURL('**/login?from=%2Fhome');
    await context.close();
  });
});
