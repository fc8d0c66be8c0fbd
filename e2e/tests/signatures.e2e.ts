import type { Browser } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, DEMO_PASSWORD, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { expect, test } from '../support/test';

interface Settings {
  signatures: 'off' | 'password';
  photoMaxSide: number;
}

let browser: Browser;
let before: Settings | null = null;

test.beforeAll(async () => {
  browser = await launchBrowser();
  before = await api<Settings>(await apiToken(DEMO.admin), 'GET', '/v1/settings');
});
// The browser tests share one server: whatever happens here, the next file finds signatures off again.
test.afterAll(async () => {
  const admin = await apiToken(DEMO.admin);
  await api(admin, 'PUT', '/v1/settings', before ?? { signatures: 'off', photoMaxSide: 2560 });
  await browser?.close();
});

/** A submitted, acknowledged incident with an investigation started by quality (through the API). */
async function startedInvestigation(description: string) {
  const userToken = await apiToken(DEMO.user);
  const quality = await apiToken(DEMO.quality);
  const incident = await api<{ id: string; incidentNumber: number }>(
    userToken,
    'POST',
    '/v1/incidents',
    await validIncidentBody(userToken, description),
  );
  await api(quality, 'PUT', `/v1/incidents/${incident.id}`, { action: 'acknowledge', severity: 'minor' });
  const investigation = await api<{ id: string }>(quality, 'POST', '/v1/investigations', {
    incidentId: incident.id,
  });
  return { incident, investigation, quality };
}

test.describe('electronic signatures', () => {
  test('an admin turns them on; quality signs a section with their password and sees it listed and printed', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto('/admin/settings');
    await admin.page.getByRole('combobox', { name: 'Signatures' }).click();
    await admin.page.getByRole('option', { name: 'Password' }).click();
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await admin.page.getByText('Saved the settings.').waitFor();
    await expectAccessible(admin.page);
    await admin.context.close();

    const { incident, investigation, quality } = await startedInvestigation('E2E signed containment');
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/investigation/${investigation.id}/edit`);
    const section = page.getByRole('region', { name: 'Containment Action' });
    await section.getByRole('textbox', { name: 'Containment Action' }).fill('Quarantined the batch.');
    await section.getByRole('checkbox', { name: 'Completed' }).check();
    // Not justified: the other sections may stay empty.
    await page.getByRole('combobox', { name: 'Is the incident justified?' }).selectOption({ label: 'No' });
    await page.getByRole('button', { name: 'Save changes' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign with your password' });
    await dialog.getByText('Containment Action: Completed').waitFor();
    await dialog.getByText('Quinn Quality').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.getByText('The password is not correct. Nothing was signed.').waitFor();
    // Nothing was signed or saved, and the person is still on the form with the dialog open.
    expect(page.url()).toMatch(/\/edit$/);
    const unsigned = await api<{ containmentActionSignedDate: string | null; containmentAction: string }>(
      quality,
      'GET',
      `/v1/investigations/${investigation.id}`,
    );
    expect(unsigned.containmentActionSignedDate).toBeNull();
    expect(unsigned.containmentAction).toBe('');
    expect(await api<unknown[]>(quality, 'GET', `/v1/incidents/${incident.id}/signatures`)).toEqual([]);

    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await page.waitForURL(new RegExp(`/investigation/${investigation.id}$`));

    await page.goto(`/incident/${incident.id}`);
    const table = page.getByRole('table', { name: 'Signatures' });
    const row = table.getByRole('row').filter({ hasText: 'Containment Action' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 4)).toEqual([
      'Quinn Quality',
      expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
      'Completed',
      'Containment Action',
    ]);
    expect(cells[4]).toMatch(/^[0-9a-f]{12}$/);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Audit trail (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    const printed = await pdfText(quality, `/v1/incidents/${incident.id}/print.pdf`);
    expect(printed).toContain('Signatures');
    expect(printed).toContain('Completed — Containment Action');
    expect(printed).toMatch(/Quinn Quality · \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    await context.close();
  });
});
