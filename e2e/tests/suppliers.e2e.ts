import type { Browser } from 'playwright-core';
import { api, apiToken } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

interface Supplier {
  id: string;
  name: string;
  code: string;
  active: boolean;
}

// Names that sort after the demo data, so that other test files' "first option" stays a demo record.
const NAME = 'Zz E2E Suplier';
const RENAMED = 'Zz E2E Supplier';
const CODE = 'E2E-SUP';

test.describe('suppliers (administration)', () => {
  test('an admin adds a supplier, renames it and retires it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Suppliers' }).click();
    await page.waitForURL('**/admin/suppliers');
    const table = page.getByRole('table', { name: 'Suppliers' });
    await table.getByRole('cell', { name: 'Acme Castings', exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Supplier' });
    const add = addDialog.getByRole('button', { name: 'Add Supplier' });
    await addDialog.getByRole('textbox', { name: 'Name' }).fill(`  ${NAME} `);
    expect(await add.isDisabled()).toBe(true);
    await addDialog.getByRole('textbox', { name: 'Code' }).fill(CODE);
    await expectAccessible(page);
    await add.click();
    await page.getByText('Add supplier successfully.').waitFor();
    await addDialog.waitFor({ state: 'detached' });
    const added = table.getByRole('row').filter({ hasText: NAME });
    await added.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Supplier' });
    await editDialog.getByRole('textbox', { name: 'Name' }).fill(RENAMED);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Supplier saved successfully.').waitFor();
    await table.getByRole('cell', { name: RENAMED, exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: NAME, exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: `Retire ${RENAMED}` }).click();
    await page.getByText('Supplier retired.').waitFor();
    const row = table.getByRole('row').filter({ hasText: RENAMED });
    await row.getByText('Retired', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Bring back ${RENAMED}` }).waitFor();

    // Saved on the server, and the page shows the same after a reload.
    const token = await apiToken(DEMO.user);
    const suppliers = await api<Supplier[]>(token, 'GET', '/v1/suppliers');
    expect(suppliers.find((s) => s.code === CODE)).toMatchObject({ name: RENAMED, active: false });
    await page.reload();
    await table.getByRole('row').filter({ hasText: RENAMED }).getByText('Retired', { exact: true }).waitFor();
    await context.close();
  });
});
