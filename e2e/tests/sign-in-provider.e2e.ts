import type { Browser } from 'playwright-core';
import { api, apiToken } from '../support/api';
import { baseUrl, DEMO, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { E2E_CLIENT, startE2eProvider } from '../support/oidc-provider';
import { expect, test } from '../support/test';

let browser: Browser;
let provider: Awaited<ReturnType<typeof startE2eProvider>>;

const PAT = {
  sub: 'pat-quality',
  email: 'pat.quality@contoso.test',
  email_verified: true,
  name: 'Pat Quality',
  groups: ['qi-quality'],
};

test.beforeAll(async () => {
  browser = await launchBrowser();
  provider = await startE2eProvider(`${baseUrl()}/auth/callback`, [PAT]);
});
test.afterAll(async () => {
  await browser?.close();
  await provider?.close();
  // Switch the provider off again: later tests on this worker's server expect the password sign-in alone.
  const token = await apiToken(DEMO.admin);
  const { clientSecretSet, lockedByEnvironment, redirectUri, ...settings } = await api<
    Record<string, unknown> & { clientSecretSet: boolean; lockedByEnvironment: boolean; redirectUri: string }
  >(token, 'GET', '/v1/sign-in-provider');
  await api(token, 'PUT', '/v1/sign-in-provider', { ...settings, enabled: false });
});

test.describe('Sign in with the company’s identity provider (decision 053)', () => {
  test('an admin sets the provider up in Administration → Sign-in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/sign-in');
    await page.getByText(`${baseUrl()}/auth/callback`).waitFor();
    await page.getByRole('switch', { name: 'Sign in with the company’s identity provider' }).check();
    await page.getByRole('textbox', { name: 'Button name' }).fill('Contoso ID');
    await page.getByRole('textbox', { name: 'Issuer URL' }).fill(provider.issuer);
    await page.getByRole('textbox', { name: 'Client ID' }).fill(E2E_CLIENT.id);
    await page.getByLabel('Client secret').fill(E2E_CLIENT.secret);
    await page.getByRole('textbox', { name: 'Scopes' }).fill('openid email profile groups');
    await page.getByRole('switch', { name: 'Create accounts on first sign-in' }).check();
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByRole('textbox', { name: 'Group', exact: true }).fill('qi-quality');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved the sign-in settings.').waitFor();
    await context.close();
  });

  test('the sign-in button goes through the provider’s login form to /home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Sign in with Contoso ID' });
    await button.waitFor();
    await expectAccessible(page);
    await button.click();

    // The provider's own login page (oidc-provider's form), on its own origin.
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill(PAT.sub);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/home');
    await page.getByRole('button', { name: 'Account menu for Pat Quality' }).waitFor();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('qi.auth.session') ?? 'null'));
    expect(session.user).toMatchObject({ email: PAT.email, role: 'quality' });
    expect(session.refreshToken).toBeUndefined();
    // The refresh token is in the httpOnly cookie, as after a password sign-in.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'qi_refresh')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'qi_oidc')).toBeUndefined();
    await context.close();
  });
});
