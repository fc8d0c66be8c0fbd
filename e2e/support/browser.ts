import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { artifactsDir } from './artifacts';

/** Flags for the Debian Chromium on a machine without outside network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO = {
  admin: 'admin@example.com',
  quality: 'quality@example.com',
  investigator: 'investigator@example.com',
  user: 'user@example.com',
} as const;

/** This worker's server (support/test.ts). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('No E2E_BASE_URL: import `test` from support/test.ts');
  return url;
}

/** `args`: further Chromium flags, e.g. a fake camera fed from a file (support/fake-camera.ts). */
export async function launchBrowser(options: { args?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/** A fresh context per scenario (axe needs pages from browser.newContext()). */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 860 } });
  // A hang guard for each step; a busy machine takes seconds over one.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs in through the API and lands on /home: the session is what the login form would have stored (the id
 * token and user in localStorage, the refresh token in the context's httpOnly cookie). The form itself is
 * tested once, in sign-in.e2e.ts (`signInWithForm`); the other tests skip its page load and typing.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await page.request.post('/v1/auth/login', { data: { email, password } });
  expect(answer.status(), `signing in as ${email}`).toBe(200);
  const { idToken, user } = await answer.json();
  // A static file of the app's origin, so that its localStorage can be written before the app starts.
  await page.goto('/logo.svg');
  await page.evaluate((session) => localStorage.setItem('qi.auth.session', JSON.stringify(session)), {
    idToken,
    user,
  });
  await page.goto('/home');
  await page.waitForURL((url) => url.pathname === '/home');
}

/** Signs in by filling the login form, as a person does. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Axe on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Axe reads colours as they are at that instant: finish transitions (a button fading from disabled to
  // enabled, a dialog fading in) so that it judges what the user ends up seeing.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.waitForTimeout(50);
  // Legacy mode runs axe in the page itself: the default finishes each run in a new blank page, injecting
  // axe twice, which doubled the cost of every check.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/${name}.png`, fullPage: true });
}
