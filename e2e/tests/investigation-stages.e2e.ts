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

function today(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** An incident with 9 defective parts, acknowledged and under a new investigation started by quality. */
async function startedInvestigation(description: string) {
  const quality = await apiToken(DEMO.quality);
  const incident = await api<{ id: string }>(quality, 'POST', '/v1/incidents', {
    ...(await validIncidentBody(quality, description)),
    defectiveQuantity: 9,
  });
  await api(quality, 'PUT', `/v1/incidents/${incident.id}`, { action: 'acknowledge', severity: 'minor' });
  return api<{ id: string; defectiveProductQuantity: string }>(quality, 'POST', '/v1/investigations', {
    incidentId: incident.id,
  });
}

test.describe('a CAPA plan worked in stages', () => {
  test("signs off containment with 'Save progress' while the later actions are still to be written", async () => {
    const investigation = await startedInvestigation('E2E stages: containment first');
    expect(investigation.defectiveProductQuantity).toBe('9');

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/investigation/${investigation.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Update Investigation' }).waitFor();
    // The Defective Product starts from the incident's defective quantity.
    expect(await page.getByRole('textbox', { name: 'Defective Product' }).inputValue()).toBe('9');

    await page.getByRole('combobox', { name: 'Is the incident justified?' }).selectOption({ label: 'Yes' });
    const containment = page.getByRole('region', { name: 'Containment Action' });
    await containment.getByRole('textbox', { name: 'Containment Action' }).fill('Quarantined the batch.');
    await containment.getByRole('checkbox', { name: 'Completed' }).check();

    // 'Save changes' keeps the whole form's rules.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Root cause is required').waitFor();

    await page.getByRole('button', { name: 'Save progress' }).click();
    await page.getByText('Are you sure you want to save the changes?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`**/investigation/${investigation.id}`);
    await page.getByText(`Signed by Quinn Quality on ${today()}`).first().waitFor();
    expect(await page.getByText(`Signed by Quinn Quality on ${today()}`).count()).toBe(1);

    // Drafted sections stay editable; the signed one is locked.
    await page.goto(`/investigation/${investigation.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Update Investigation' }).waitFor();
    const rootCause = page.getByRole('region', { name: 'Root cause' });
    await rootCause.getByRole('textbox', { name: 'Root cause' }).fill('Moulding temperature drifted.');
    expect(
      await page
        .getByRole('region', { name: 'Containment Action' })
        .getByRole('textbox', { name: 'Containment Action' })
        .isDisabled(),
    ).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save progress' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`**/investigation/${investigation.id}`);
    // Exact: the history below also quotes it (Root cause set to “…”) once it has loaded.
    await page.getByText('Moulding temperature drifted.', { exact: true }).waitFor();
    await context.close();
  });

  test('offers only active investigators, quality and admins as section owners', async () => {
    const admin = await apiToken(DEMO.admin);
    const gone = await api<{ user_id: string }>(admin, 'POST', '/v1/users', {
      email: 'stages.gone@example.com',
      name: 'Stages Gone Investigator',
    });
    await api(admin, 'PUT', `/v1/users/${gone.user_id}`, { role: 'investigator' });
    await api(admin, 'PUT', `/v1/users/${gone.user_id}`, { active: false });
    await api(admin, 'POST', '/v1/users', { email: 'stages.reporter@example.com', name: 'Stages Reporter' });
    const investigation = await startedInvestigation('E2E stages: owners');

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/investigation/${investigation.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Update Investigation' }).waitFor();
    const owner = page
      .getByRole('region', { name: 'Corrective Action' })
      .getByRole('combobox', { name: 'Owner' });
    const offered = await owner.locator('option').allTextContents();
    expect(offered).toContain('Quinn Quality');
    expect(offered).not.toContain('Stages Gone Investigator');
    expect(offered).not.toContain('Stages Reporter');
    await context.close();
  });
});
