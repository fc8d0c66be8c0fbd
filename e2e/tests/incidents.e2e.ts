import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** Picks the first real option of every enabled select inside the location row. */
async function chooseFirstOptions(page: Page, labels: string[]): Promise<void> {
  for (const label of labels) {
    const select = page.getByRole('combobox', { name: label, exact: true });
    if (await select.isDisabled()) continue;
    const values = await select
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== '' && v !== 'N/A'),
      );
    if (values[0]) await select.selectOption(values[0]);
  }
}

async function menuAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Incident actions' }).hover();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('incidents end to end', () => {
  let reportedId = '';
  let queryNumber = 0;

  test('a user reports an incident with an attachment and submits it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.getByRole('link', { name: 'Report Incident', exact: true }).click();
    await page.waitForURL('**/incident/new');
    await page.getByRole('button', { name: 'Submit incident' }).click();
    await page.getByText('Description is required').waitFor();
    await expectAccessible(page);

    // Typed DD-MM-YYYY (docs/product.md §9).
    const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
    await page.getByLabel('Incident date').fill(`${day}-${month}-${year}`);
    await chooseFirstOptions(page, ['Product', 'Part Number']);
    await page.getByRole('textbox', { name: 'Defective Quantity' }).fill('-7');
    expect(await page.getByRole('textbox', { name: 'Defective Quantity' }).inputValue()).toBe('7');
    await page.getByRole('textbox', { name: 'GRN Number' }).fill('S12345');
    await page.getByRole('textbox', { name: 'Order Number' }).fill('WO1234');
    await chooseFirstOptions(page, [
      'Incident Location',
      'Category',
      'Subcategory level 1',
      'Subcategory level 2',
    ]);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('## Cracked housing\n\nFound **three** cracked units.');
    const file = join(tmpdir(), 'e2e-photo-notes.txt');
    writeFileSync(file, 'Inspection notes: hairline crack near the flange.\n');
    await page.getByLabel('Add attachments').setInputFiles(file);
    await page.getByText('e2e-photo-notes.txt').first().waitFor();

    await page.getByRole('button', { name: 'Submit incident' }).click();
    await page.getByText('Are you sure you want to submit the incident?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Submitted incident successfully.').waitFor();
    await page.waitForURL(/\/incident\/[^/]+$/);
    reportedId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Cracked housing' }).waitFor();
    await page.getByText('e2e-photo-notes.txt').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'incident-details');
    await context.close();
  });

  test('quality acknowledges, rejects with a reason and requests more information', async () => {
    const userToken = await apiToken(DEMO.user);
    const toReject = await api<{ id: string }>(
      userToken,
      'POST',
      '/v1/incidents',
      await validIncidentBody(userToken, 'E2E reject case'),
    );
    const toQuery = await api<{ id: string }>(
      userToken,
      'POST',
      '/v1/incidents',
      await validIncidentBody(userToken, 'E2E query case'),
    );
    queryNumber = (toQuery as { incidentNumber?: number }).incidentNumber ?? 0;

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${reportedId}`);
    await menuAction(page, 'Acknowledge');
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: 'Severity' })
      .selectOption({ label: 'Minor' });
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The incident has been acknowledged successfully.').waitFor();
    await page.getByText('Acknowledged', { exact: true }).first().waitFor();

    await page.goto(`/incident/${toReject.id}`);
    await menuAction(page, 'Reject');
    const rejectDialog = page.getByRole('dialog');
    await rejectDialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
    expect(
      await rejectDialog
        .getByRole('button', { name: /reject|confirm|yes/i })
        .last()
        .isDisabled(),
    ).toBe(true);
    await expectAccessible(page);
    await rejectDialog.getByRole('textbox', { name: 'Reason' }).fill('Duplicate of an earlier report');
    await rejectDialog
      .getByRole('button', { name: /reject|confirm|yes/i })
      .last()
      .click();
    await page.getByText('The incident has been rejected successfully.').waitFor();
    await page.getByText('Duplicate of an earlier report').first().waitFor();

    await page.goto(`/incident/${toQuery.id}`);
    await menuAction(page, 'Request more information');
    const queryDialog = page.getByRole('dialog');
    await queryDialog.getByRole('textbox', { name: 'Reason' }).fill('Please add the batch number');
    await queryDialog
      .getByRole('button', { name: /request|confirm|yes/i })
      .last()
      .click();
    await page.getByText('Requested more information successfully.').waitFor();
    await context.close();

    // The reporter finds it in 'My Draft Incidents' and resubmits it.
    const reporter = await newPage(browser);
    await signIn(reporter.page, DEMO.user);
    const drafts = reporter.page.getByRole('table', { name: 'My Draft Incidents' });
    await drafts.getByRole('cell', { name: String(queryNumber), exact: true }).waitFor();
    await expectAccessible(reporter.page);
    await screenshot(reporter.page, 'home-drafts');
    await reporter.page.goto(`/incident/${toQuery.id}/edit`);
    await reporter.page.getByText('Please add the batch number').first().waitFor();
    await reporter.page.getByRole('button', { name: 'Submit incident' }).click();
    await reporter.page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await reporter.page.getByText('Submitted incident successfully.').waitFor();
    await reporter.page.getByText('Submitted', { exact: true }).first().waitFor();
    await reporter.context.close();
  });

  test('keeps the list search, columns, a filter and the page across a reload; exports a file', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/incidents');
    const table = page.getByRole('table', { name: 'Incidents' });
    await table.getByRole('row').nth(1).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'incidents');

    // Column chooser: show Description.
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Incident Filter Options' });
    await chooser.getByRole('checkbox', { name: 'Description' }).check();
    await chooser.getByRole('button', { name: 'Save' }).click();
    await table.getByRole('columnheader', { name: /Description/ }).waitFor();

    // A filter on Status.
    await table.getByRole('button', { name: 'Filter Status' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter Values' });
    await filter.getByRole('checkbox', { name: 'Select all' }).uncheck();
    await filter.getByRole('checkbox', { name: /^Submitted/ }).check();
    await filter.getByRole('button', { name: 'Apply' }).click();
    await table.getByRole('button', { name: 'Filter Status (active)' }).waitFor();

    // Search.
    await page.getByRole('textbox', { name: 'Search' }).fill('E2E query');
    await page.waitForResponse((r) => r.url().includes('/v1/incidents?') && r.url().includes('search=E2E'));
    await table.getByText('E2E query case', { exact: true }).waitFor();

    // Page size into the URL.
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await page.waitForURL(/rowsPerPage=50/);

    await page.reload();
    await table.getByText('E2E query case', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('E2E query');
    await table.getByRole('columnheader', { name: /Description/ }).waitFor();
    await table.getByRole('button', { name: 'Filter Status (active)' }).waitFor();
    expect(page.url()).toContain('rowsPerPage=50');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^IncidentLog\d{8}\.csv$/);
    const path = await file.path();
    expect(path).toBeTruthy();
    // The file the built server wrote: the header and the row the list shows.
    const csv = readFileSync(path, 'utf8');
    expect(csv.startsWith('\ufeffIncident Number,')).toBe(true);
    expect(csv).toContain('E2E query case');
    await context.close();
  });
});
