import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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

// Names that sort after the demo data, so that other test files' "first option" stays a demo record.
const PRODUCT = 'Zz E2E Product';
const PART_NUMBER = { id: 'PN-9901', description: 'E2E bracket' };
const LOCATION = 'Zz E2E Site';

async function adminAt(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await signIn(page, DEMO.admin);
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe('administration', () => {
  test('adds a product; a blank name cannot be added and an existing name is refused', async () => {
    const { page, close } = await adminAt('/admin/products');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('cell', { name: 'Widget A', exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'What is the name of the new product?' });
    const confirm = dialog.getByRole('button', { name: 'Add Product' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('   ');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`  ${PRODUCT} `);
    await confirm.click();
    await page.getByText('Add product successfully.').waitFor();
    await table.getByRole('cell', { name: PRODUCT, exact: true }).waitFor();

    // The name is trimmed and the new product is offered on the report form.
    await page.goto('/incident/new');
    await page
      .getByRole('combobox', { name: 'Product', exact: true })
      .locator('option', { hasText: PRODUCT })
      .waitFor({ state: 'attached' });

    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Widget A');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    // The specification's text first (a reason from the server may follow it).
    await page.getByText(/^Failed to add product\./).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await table.getByRole('cell', { name: 'Widget A', exact: true }).count()).toBe(1);
    await close();
  });

  test('adds a part number once both fields are filled', async () => {
    const { page, close } = await adminAt('/admin/part-numbers');
    const table = page.getByRole('table', { name: 'Part Numbers' });
    await table.getByRole('cell', { name: 'PN-1001', exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Part Number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Part Number' });
    const confirm = dialog.getByRole('button', { name: 'Add Part Number' });
    await dialog.getByRole('textbox', { name: 'Part Number', exact: true }).fill(PART_NUMBER.id);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Part Number Description' }).fill('  ');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Part Number Description' }).fill(PART_NUMBER.description);
    await expectAccessible(page);
    await confirm.click();
    await page.getByText('Add part number successfully.').waitFor();
    const row = table.getByRole('row').filter({ hasText: PART_NUMBER.id });
    await row.getByRole('cell', { name: PART_NUMBER.description, exact: true }).waitFor();

    const token = await apiToken(DEMO.admin);
    const saved = await api<{ id: string; description: string }[]>(token, 'GET', '/v1/partNumbers');
    expect(saved).toContainEqual({ ...PART_NUMBER, product: null, active: true });
    await close();
  });

  test('adds a location and a category under it; a duplicate name is refused with its reason', async () => {
    const { page, close } = await adminAt('/admin/locations');
    const tree = page.getByRole('list', { name: 'Locations' });
    await tree.getByText('Factory 1', { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'What is the name of the new location?' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Factory 1');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await page.getByText(/^Failed to add location\./).waitFor();
    await dialog.getByText("The location 'Factory 1' already exists.").waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(LOCATION);
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await page.getByText('Added location successfully.').waitFor();
    await tree.getByText(LOCATION, { exact: true }).waitFor();

    await page.getByRole('button', { name: `Add category to ${LOCATION}` }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'What is the name of the new category?' });
    await categoryDialog.getByText(`In ${LOCATION}`).waitFor();
    await categoryDialog.getByRole('textbox', { name: 'Name' }).fill('Receiving');
    await categoryDialog.getByRole('button', { name: 'Add category' }).click();
    await page.getByText('Added category successfully.').waitFor();
    await page
      .getByRole('list', { name: `${LOCATION}: category list` })
      .getByText('Receiving')
      .waitFor();

    // Saved on the server: still there after a reload, and offered on the report form.
    await page.reload();
    await tree.getByText(LOCATION, { exact: true }).waitFor();
    await page.goto('/incident/new');
    const location = page.getByRole('combobox', { name: 'Incident Location', exact: true });
    await location.locator('option', { hasText: LOCATION }).waitFor({ state: 'attached' });
    await location.selectOption({ label: LOCATION });
    await page
      .getByRole('combobox', { name: 'Category', exact: true })
      .locator('option', { hasText: 'Receiving' })
      .waitFor({ state: 'attached' });
    await close();
  });

  test('adds a template file, discards a change and saves, each after its question', async () => {
    const { page, close } = await adminAt('/admin/templates');
    const discard = page.getByRole('button', { name: 'Discard changes' });
    const save = page.getByRole('button', { name: 'Save changes' });
    await page.getByRole('button', { name: 'Add attachments' }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await expectAccessible(page);

    const unwanted = join(tmpdir(), 'e2e-unwanted-template.txt');
    writeFileSync(unwanted, 'Not this one.\n');
    await page.getByLabel('Add attachments').setInputFiles(unwanted);
    await page.getByText('e2e-unwanted-template.txt').first().waitFor();
    await discard.click();
    await page.getByText('Are you sure you want to discard the changes?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByText('e2e-unwanted-template.txt').count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);

    const template = join(tmpdir(), 'e2e-8d-template.txt');
    writeFileSync(template, '8D report template\n');
    await page.getByLabel('Add attachments').setInputFiles(template);
    await page.getByText('e2e-8d-template.txt').first().waitFor();
    await save.click();
    await page.getByText('Are you sure you want to save the changes?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Updated templates successfully.').waitFor();

    await page.reload();
    await page.getByText('e2e-8d-template.txt').first().waitFor();
    expect(await page.getByText('e2e-unwanted-template.txt').count()).toBe(0);
    await close();
  });
});
