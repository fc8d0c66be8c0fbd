import type { Browser, Page } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** Types into the home table's search box and waits for the list the server answers. */
async function searchDrafts(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/v1/incidents' && url.searchParams.get('search') === text;
  });
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await answered;
}

test.describe('deleting a draft', () => {
  test("the reporter deletes a draft after confirming: it is cancelled and leaves 'My Draft Incidents'", async () => {
    const description = 'E2E draft to delete';
    const token = await apiToken(DEMO.user);
    const draft = await api<{ id: string }>(token, 'POST', '/v1/incidents', {
      ...(await validIncidentBody(token, description)),
      action: 'save-draft',
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    const drafts = page.getByRole('table', { name: 'My Draft Incidents' });
    // Description is not a default column: find the draft by searching for it, then open it.
    const open = drafts.locator('[aria-label="Open incident"]');
    await searchDrafts(page, description);
    await expect.poll(() => open.count()).toBe(1);
    await open.click();
    await page.waitForURL(`**/incident/${draft.id}`);

    await page.goto(`/incident/${draft.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Report Incident' }).waitFor();
    await page.getByRole('button', { name: 'Delete Report' }).click();
    // Cancelling the question keeps the draft.
    await page.getByText('Are you sure you want to delete the report?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/incident/${draft.id}/edit`);

    await page.getByRole('button', { name: 'Delete Report' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/incidents');
    const saved = await api<{ status: string; investigationId: string | null }>(
      token,
      'GET',
      `/v1/incidents/${draft.id}`,
    );
    expect(saved).toMatchObject({ status: 'cancelled', investigationId: null });

    // A cancelled incident's edit page goes to the list; the home table no longer holds it.
    await page.goto(`/incident/${draft.id}/edit`);
    await page.waitForURL('**/incidents');
    await page.goto('/home');
    // The tab keeps the table's search (session storage); type it only if it is not there.
    const search = page.getByRole('textbox', { name: 'Search' });
    if ((await search.inputValue()) !== description) await search.fill(description);
    await drafts.getByRole('cell', { name: 'No incidents', exact: true }).waitFor();
    expect(await open.count()).toBe(0);
    await context.close();
  });
});
