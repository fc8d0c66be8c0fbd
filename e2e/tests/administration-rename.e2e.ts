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

// Names that sort after the demo data, so that other test files' "first option" stays a demo record.
const TYPO = 'Zz Renamed Prodcut';
const FIXED = 'Zz Renamed Product';

test.describe('administration: renaming and retiring', () => {
  test('an admin renames a product (its incidents follow) and retires it (no longer offered)', async () => {
    const adminToken = await apiToken(DEMO.admin);
    await api(adminToken, 'POST', '/v1/products', { name: TYPO });
    const reporter = await apiToken(DEMO.quality);
    const body = await validIncidentBody(reporter, 'Reported against a product with a typo.');
    const incident = await api<{ id: string }>(reporter, 'POST', '/v1/incidents', { ...body, product: TYPO });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/products');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('cell', { name: 'Widget A', exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit ${TYPO}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Product' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(FIXED);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product saved successfully.').waitFor();
    await table.getByRole('cell', { name: FIXED, exact: true }).waitFor();

    // The incident reported under the old name now shows the new one.
    await page.goto(`/incident/${incident.id}`);
    await page.getByText(FIXED, { exact: true }).first().waitFor();
    expect(await page.getByText(TYPO, { exact: true }).count()).toBe(0);

    await page.goto('/admin/products');
    await page.getByRole('button', { name: `Retire ${FIXED}` }).click();
    await page.getByText('Product retired.').waitFor();
    await table.getByRole('row').filter({ hasText: FIXED }).getByText('Retired', { exact: true }).waitFor();

    // A new report no longer offers it; the demo products still are.
    await page.goto('/incident/new');
    const product = page.getByRole('combobox', { name: 'Product', exact: true });
    await product.locator('option', { hasText: 'Widget A' }).waitFor({ state: 'attached' });
    expect(await product.locator('option', { hasText: FIXED }).count()).toBe(0);
    await context.close();
  });

  test("an admin corrects a user's name on /user/{id}", async () => {
    const adminToken = await apiToken(DEMO.admin);
    const person = await api<{ user_id: string }>(adminToken, 'POST', '/v1/users', {
      email: 'rename.me@example.com',
      name: 'Pat Tpyo',
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto(`/user/${person.user_id}`);
    await page.getByRole('heading', { level: 1, name: 'Pat Tpyo' }).waitFor();
    await page.getByRole('button', { name: 'User actions' }).hover();
    await page.getByRole('menuitem', { name: 'Update Name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Name' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('  ');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Pat Typo');
    await expectAccessible(page);
    await save.click();
    await page.getByText('User updated successfully.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Pat Typo' }).waitFor();

    await page.goto('/users');
    await page.getByRole('link', { name: 'Pat Typo' }).waitFor();
    // Everyone else sees the new name too (the bulk data names users by id).
    const data = await api<{ users: { user_id: string; name: string; canOwnWork: boolean }[] }>(
      await apiToken(DEMO.user),
      'GET',
      '/v1/data',
    );
    expect(data.users).toContainEqual({ user_id: person.user_id, name: 'Pat Typo', canOwnWork: false });
    await context.close();
  });
});
