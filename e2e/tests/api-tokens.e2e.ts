import type { Browser } from 'playwright-core';
import { validIncidentBody } from '../support/api';
import { baseUrl, DEMO, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** A call as a machine makes it: the token in the Authorization header. */
async function callWith(secret: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${secret}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

test.describe('API tokens (administration)', () => {
  test('an admin creates a token, sees it once, a machine uses it, and revoking refuses it at once', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'API tokens' }).click();
    await page.waitForURL('**/admin/api-tokens');
    await page.getByText('No API tokens.').waitFor();

    await page.getByRole('button', { name: 'Create token' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create token' });
    expect(await createDialog.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('user');
    await createDialog.getByRole('textbox', { name: 'Name' }).fill('E2E line scanner');
    await createDialog.getByRole('combobox', { name: 'Expires after' }).selectOption({ label: '30 days' });
    await expectAccessible(page);
    await createDialog.getByRole('button', { name: 'Create token' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Token for E2E line scanner' });
    await secretDialog.getByText('it will not be shown again').waitFor();
    const secret = await secretDialog.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(secret).toMatch(/^qit_/);
    await expectAccessible(page);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'API tokens' });
    const row = table.getByRole('row').filter({ hasText: 'E2E line scanner' });
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // The machine: reports an incident with the token, acting as its service account with role User.
    const me = await callWith(secret, 'GET', '/v1/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: 'E2E line scanner', role: 'user' });
    const report = await callWith(
      secret,
      'POST',
      '/v1/incidents',
      await validIncidentBody(secret, 'Seen by the line scanner'),
    );
    expect(report.status).toBe(201);
    expect((await callWith(secret, 'GET', '/v1/users')).status).toBe(403);

    // The list shows when the token was last used.
    await page.reload();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await row.getByText('Never').count()).toBe(0);
    await row.getByRole('button', { name: 'Revoke E2E line scanner' }).click();
    const confirm = page.getByRole('dialog', { name: /Revoke the API token/ });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('API token revoked.').waitFor();
    await row.getByText('Revoked', { exact: true }).waitFor();

    const refused = await callWith(secret, 'GET', '/v1/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Please sign in.');
    await context.close();
  });
});
