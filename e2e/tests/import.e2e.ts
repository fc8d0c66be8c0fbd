import type { Browser } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** A field as a CSV cell (quoted when it must be). */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

test.describe('Import (administration)', () => {
  test('an admin imports a spreadsheet: mapping, dry run with a refused row, run with progress, report, undo', async () => {
    const token = await apiToken(DEMO.admin);
    const valid = await validIncidentBody(token, 'unused');
    const titles = [valid.incidentLocation, valid.category, valid.subcategory, valid.furtherSubcategory].map(
      (node) => (node as { title: string } | null)?.title ?? '',
    );
    const header = ['Ref', 'Date', 'Product', 'Part No', 'Qty', 'GRN', 'Order No', 'Location', 'Category'];
    header.push('Subcategory', 'Subcategory 2', 'Details', 'Status', 'Raised By');
    const row = (ref: string, date: string, details: string) => [
      ref,
      date,
      valid.product,
      valid.partNumber,
      '2',
      'S12345',
      'PO-1',
      ...titles,
      details,
      'Closed',
      'Legacy Inspector',
    ];
    const csv = [
      header,
      row('E2E-1', '14-02-2024', 'E2E imported weld crack'),
      row('E2E-2', '31-02-2024', 'E2E imported bad date'),
    ]
      .map((cells) => cells.map(cell).join(','))
      .join('\r\n');

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Import' }).click();
    await page.waitForURL('**/admin/import');
    await page.getByLabel('Import file').setInputFiles({
      name: 'legacy-log.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });

    const mapping = page.getByRole('region', { name: 'Mapping' });
    await mapping.getByRole('heading', { name: 'legacy-log.csv' }).waitFor();
    const table = mapping.getByRole('table', { name: 'Column mapping' });
    await expect(table.getByRole('row', { name: /^Incident date/ }).getByRole('combobox')).toHaveText('Date');
    await expect(table.getByRole('row', { name: /^Description/ }).getByRole('combobox')).toHaveText(
      'Details',
    );
    await expectAccessible(page);

    await mapping.getByRole('button', { name: 'Dry run' }).click();
    const results = page.getByRole('region', { name: 'Dry run results' });
    await expect(results.getByText('To create: 1')).toBeVisible();
    await expect(results.getByText('Refused: 1')).toBeVisible();
    const refused = results.getByRole('table', { name: 'Refused rows' });
    await expect(refused.getByRole('row', { name: /^3 E2E-2/ })).toContainText(
      'Incident date "31-02-2024" is not a date: use DD-MM-YYYY or YYYY-MM-DD',
    );
    await expect(results.getByRole('table', { name: 'Preview' })).toContainText('E2E imported weld crack');

    await mapping.getByRole('button', { name: 'Run import' }).click();
    const progress = page.getByRole('region', { name: 'Import progress' });
    await expect(progress.getByText('Created 1, updated 0, unchanged 0, refused 1.')).toBeVisible();

    const download = page.waitForEvent('download');
    await progress.getByRole('button', { name: 'Download the report of legacy-log.csv' }).click();
    const report = await download;
    expect(report.suggestedFilename()).toBe('import-report-legacy-log.csv');

    const found = await api<{ items: { id: string; description: string; status: string }[] }>(
      token,
      'GET',
      '/v1/incidents?search=E2E%20imported',
    );
    expect(found.items.map((i) => [i.description, i.status])).toEqual([
      ['E2E imported weld crack', 'closed'],
    ]);
    // The incident's page says where it came from: the reporter the file named (not a user) and its reference.
    const incidentPage = await context.newPage();
    await incidentPage.goto(`/incident/${found.items[0]!.id}`);
    await expect(incidentPage.getByText('Legacy Inspector (imported)')).toBeVisible();
    const reference = incidentPage.getByText('External reference', { exact: true });
    await expect(reference.locator('xpath=following-sibling::dd[1]')).toHaveText('E2E-1');
    await incidentPage.close();

    await progress.getByRole('button', { name: 'Undo legacy-log.csv' }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo the import of legacy-log.csv?' });
    await confirm.getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByText('Import undone successfully.')).toBeVisible();
    await expect(progress.getByRole('heading', { name: 'Undone' })).toBeVisible();
    const after = await api<{ items: unknown[] }>(token, 'GET', '/v1/incidents?search=E2E%20imported');
    expect(after.items).toEqual([]);
    await context.close();
  });
});
