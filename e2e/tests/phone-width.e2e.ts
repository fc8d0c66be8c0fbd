import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken } from '../support/api';
import { baseUrl, DEMO, launchBrowser, screenshot, signIn } from '../support/browser';
import { measurePhoneLayout, PHONE } from '../support/phone-layout';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** A phone: 390 px wide, touch, as the shop floor uses the app. */
async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Opens `path`, waits for its heading, and checks that the page itself fits the phone's width. */
async function expectFits(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Lists and charts settle their widths after the data arrives.
  await page.waitForTimeout(300);
  const layout = await measurePhoneLayout(page);
  await screenshot(page, `phone${path.replace(/[/:?=&]+/g, '-')}`);
  // Soft: one run names every page that does not fit.
  expect
    .soft(
      {
        fits: layout.scrollWidth <= PHONE.width,
        overflowing: layout.overflowing,
        cutOff: layout.cutOffActions,
      },
      `${path} at ${PHONE.width} px (page width ${layout.scrollWidth})`,
    )
    .toEqual({ fits: true, overflowing: [], cutOff: [] });
}

test.describe(`every page at ${PHONE.width} px wide`, () => {
  test('signed out: sign-in, password reset and not-found', async () => {
    const { context, page } = await phonePage();
    await expectFits(page, '/login', 'Sign in to Quality Incidents');
    await expectFits(page, '/reset-password', /password/i);
    await expectFits(page, '/not-found', /.+/);
    await context.close();
  });

  test("the admin's pages: home, incidents, investigations", async () => {
    const token = await apiToken(DEMO.admin);
    const incidents = await api<{ items: { id: string; investigationId: string | null }[] }>(
      token,
      'GET',
      '/v1/incidents?rowsPerPage=50',
    );
    const incident = incidents.items[0];
    const investigations = await api<{ items: { id: string }[] }>(
      token,
      'GET',
      '/v1/investigations?rowsPerPage=25',
    );
    const investigation = investigations.items[0];
    expect(incident && investigation).toBeTruthy();

    const { context, page } = await phonePage();
    await signIn(page, DEMO.admin);
    await expectFits(page, '/home', /^Welcome/);
    await expectFits(page, '/scan', 'Scan');
    await expectFits(page, '/incident/new', 'Report an Incident');
    await expectFits(page, '/incidents', /Incidents/);
    await expectFits(page, `/incident/${incident?.id}`, 'Incident Details');
    await expectFits(page, `/incident/${incident?.id}/edit`, /Incident/);
    await expectFits(page, `/investigation/${investigation?.id}`, /Investigation/);
    await expectFits(page, `/investigation/${investigation?.id}/edit`, /Investigation/);
    await context.close();
  });

  // Apart from the pages above: one test visiting every page ran into its hang guard on a busy machine.
  test("the admin's pages: intelligence, signals, supplier requests, users, administration", async () => {
    const token = await apiToken(DEMO.admin);
    const users = await api<{ user_id: string }[] | { items: { user_id: string }[] }>(
      token,
      'GET',
      '/v1/users',
    );
    const userId = Array.isArray(users) ? users[0]?.user_id : users.items[0]?.user_id;
    expect(userId).toBeTruthy();
    // A rule with a long name, so that the rules table has a row to fit (disabled: it never signals).
    await api(token, 'POST', '/v1/signal-rules', {
      name: 'Phone width: supplier and part number, statistical baseline over half a year',
      group: 'supplierPartNumber',
      method: { method: 'poisson', days: 28 },
    });

    const { context, page } = await phonePage();
    await signIn(page, DEMO.admin);
    await expectFits(page, '/intelligence', 'Intelligence');
    await expectFits(page, '/intelligence/new', 'Add New Chart');
    await expectFits(page, '/signals', 'Signals');
    await expectFits(page, '/signals/rules', 'Signal rules');
    await expectFits(page, '/scars', 'Supplier requests');
    await expectFits(page, '/profile', 'My account');
    await expectFits(page, '/users', 'Users');
    await expectFits(page, `/user/${userId}`, /.+/);
    await expectFits(page, '/help', 'Help');
    const tabs = [
      'products',
      'part-numbers',
      'suppliers',
      'locations',
      'templates',
      'due-dates',
      'supplier-requests',
    ];
    for (const tab of tabs) {
      await expectFits(page, `/admin/${tab}`, /Administration/);
    }
    await context.close();
  });
});
