import type { Browser, Page } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { baseUrl, DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

const QUESTION = 'Leave this page? Your unsaved changes will be lost.';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** An acknowledged incident with a new investigation of its own (set up through the API). */
async function openInvestigation(description: string): Promise<string> {
  const userToken = await apiToken(DEMO.user);
  const qualityToken = await apiToken(DEMO.quality);
  const incident = await api<{ id: string }>(
    userToken,
    'POST',
    '/v1/incidents',
    await validIncidentBody(userToken, description),
  );
  await api(qualityToken, 'PUT', `/v1/incidents/${incident.id}`, {
    action: 'acknowledge',
    severity: 'minor',
  });
  const investigation = await api<{ id: string }>(qualityToken, 'POST', '/v1/investigations', {
    incidentId: incident.id,
  });
  return investigation.id;
}

const crumb = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name });

test.describe('leaving a form with unsaved changes', () => {
  test('the report form asks before an in-app link leaves it, and lets a clean form go', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    await page.getByRole('textbox', { name: 'Order Number' }).waitFor();
    // Untouched: no question.
    await crumb(page, 'Home').click();
    await page.waitForURL('**/home');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto('/incident/new');
    await page.getByRole('textbox', { name: 'Order Number' }).fill('WO-UNSAVED');
    await crumb(page, 'Home').click();
    const dialog = page.getByRole('dialog', { name: QUESTION });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/incident/new');
    expect(await page.getByRole('textbox', { name: 'Order Number' }).inputValue()).toBe('WO-UNSAVED');

    await crumb(page, 'Home').click();
    await dialog.getByRole('button', { name: 'Leave page' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  test("the report form asks the browser's question when the tab is closed with unsaved changes", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    await page.getByRole('textbox', { name: 'GRN Number' }).fill('S99999');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
    await context.close();
  });

  test('the investigation form asks before leaving, but not after a save or a discard', async () => {
    const id = await openInvestigation('E2E unsaved investigation');
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    const editPath = `/investigation/${id}/edit`;
    const containment = page.getByRole('textbox', { name: 'Containment Action' });

    await page.goto(editPath);
    await containment.fill('Typed but not saved.');
    // Not justified: the other sections need no text for the save.
    await page.getByRole('combobox', { name: 'Is the incident justified?' }).selectOption({ label: 'No' });
    await crumb(page, 'Investigation').click();
    const question = page.getByRole('dialog', { name: QUESTION });
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(editPath);

    // Saved: the page moves on without asking.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${baseUrl()}/investigation/${id}`);
    expect(await page.getByRole('dialog', { name: QUESTION }).count()).toBe(0);

    // Discarded: likewise.
    await page.goto(editPath);
    await containment.fill('Typed, then discarded.');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${baseUrl()}/investigation/${id}`);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: QUESTION }).count()).toBe(0);
    await context.close();
  });
});

test.describe('a refused submit shows the first error', () => {
  /** The focused element: marked invalid, the first invalid control on the page, and inside the viewport. */
  async function focusedFirstInvalid(page: Page) {
    return page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const invalid = Array.from(document.querySelectorAll('form [aria-invalid="true"]')).filter(
        (element) => !(element as HTMLElement).hidden && element.getAttribute('aria-hidden') !== 'true',
      );
      const rect = active?.getBoundingClientRect();
      return {
        label: active?.getAttribute('aria-label') ?? active?.id ?? '',
        invalid: active?.getAttribute('aria-invalid') === 'true',
        first: invalid[0] === active,
        inView: rect ? rect.top >= 0 && rect.bottom <= window.innerHeight : false,
      };
    });
  }

  test('the report form scrolls to and focuses its first invalid field', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 740 } });
    const page = await context.newPage();
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    const submit = page.getByRole('button', { name: 'Submit incident' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await page.getByText('Description is required').waitFor();
    await expect.poll(async () => (await focusedFirstInvalid(page)).inView).toBe(true);
    const focused = await focusedFirstInvalid(page);
    expect(focused.invalid).toBe(true);
    expect(focused.first).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  test('the investigation form scrolls back up to a cleared Incident Description', async () => {
    const id = await openInvestigation('E2E first error investigation');
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 740 } });
    const page = await context.newPage();
    await signIn(page, DEMO.quality);
    await page.goto(`/investigation/${id}/edit`);
    const description = page.getByRole('textbox', { name: 'Incident Description' });
    await description.fill('');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.scrollIntoViewIfNeeded();
    expect(await description.evaluate((el) => el.getBoundingClientRect().bottom < 0)).toBe(true);
    await save.click();
    await expect
      .poll(() =>
        description.evaluate((el) => {
          const rect = el.getBoundingClientRect();
          return document.activeElement === el && rect.top >= 0 && rect.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });
});
