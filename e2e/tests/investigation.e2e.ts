import type { Browser, Page } from 'playwright-core';
import { api, apiToken, scrapAllMaterial, validIncidentBody } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

const SECTIONS = [
  ['Containment Action', 'Quarantined the remaining stock.'],
  ['Root cause', 'Moulding temperature drifted.'],
  ['Corrective Action', 'Recalibrated the controller.'],
  ['Verification of Effectiveness', 'Three clean batches inspected.'],
  ['Preventive Action', 'Added a weekly calibration check.'],
  ['Conclusion / Additional Notes', 'Closed out with the supplier.'],
] as const;

async function menuAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Incident actions' }).hover();
  await page.getByRole('menuitem', { name }).click();
}

function today(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

test.describe('an incident from report to closed', () => {
  test('quality acknowledges, investigates, signs off every section, completes and closes', async () => {
    const userToken = await apiToken(DEMO.user);
    const incident = await api<{ id: string }>(
      userToken,
      'POST',
      '/v1/incidents',
      await validIncidentBody(userToken, 'E2E incident for a full investigation'),
    );

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${incident.id}`);
    await menuAction(page, 'Acknowledge');
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: 'Severity' })
      .selectOption({ label: 'Minor' });
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The incident has been acknowledged successfully.').waitFor();

    await menuAction(page, 'Start investigation');
    const start = page.getByRole('dialog');
    await start.getByRole('radio', { name: 'Start a new investigation based on this incident' }).check();
    await start.getByRole('button', { name: 'Start investigation' }).click();
    await page.getByText('Updated investigation assigned to the incident.').waitFor();
    await page.getByText('Under Investigation', { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Opened' }).click();
    await page.waitForURL(/\/investigation\/[^/]+$/);
    const investigationUrl = page.url();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Edit investigation' }).click();
    await page.waitForURL(/\/investigation\/[^/]+\/edit$/);
    await expectAccessible(page);

    for (const [label, text] of SECTIONS) {
      const section = page.getByRole('region', { name: label });
      await section.getByRole('textbox', { name: label }).fill(text);
      if (label === 'Root cause') {
        await section
          .getByRole('combobox', { name: 'Root Cause Category' })
          .selectOption({ label: '2.2 Wrong Setting' });
      }
      await section.getByRole('checkbox', { name: 'Completed' }).check();
      await section.getByText(`Signed by Quinn Quality on ${today()}`).waitFor();
    }
    await page.getByRole('textbox', { name: 'Defective Product' }).fill('-12');
    expect(await page.getByRole('textbox', { name: 'Defective Product' }).inputValue()).toBe('12');
    await page.getByRole('textbox', { name: 'Cost of Labour' }).fill('120.5');
    await page.getByRole('textbox', { name: 'Cost of Material' }).fill('80');
    await page.getByRole('textbox', { name: 'Cost Adjustment' }).fill('-10.25');
    await page.getByRole('combobox', { name: 'Is the incident justified?' }).selectOption({ label: 'Yes' });
    expect(await page.getByRole('textbox', { name: 'Total Cost' }).inputValue()).toBe('£190.25');
    await page.getByRole('checkbox', { name: 'Is completed?' }).check();
    await screenshot(page, 'investigation-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Are you sure you want to save the changes?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(investigationUrl);

    await page.getByText('Completed', { exact: true }).first().waitFor();
    await page.getByText(`Signed by Quinn Quality on ${today()}`).first().waitFor();
    expect(await page.getByText(`Signed by Quinn Quality on ${today()}`).count()).toBeGreaterThanOrEqual(6);
    await page.getByText('£190.25').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'investigation-details');

    // Closing needs the held material decided on (disposition.e2e.ts covers that screen).
    await scrapAllMaterial(await apiToken(DEMO.quality), incident.id);
    await page.goto(`/incident/${incident.id}`);
    await page.getByText('Investigation Completed', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Completed' }).waitFor();
    await menuAction(page, 'Close Incident');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The incident has been closed successfully.').waitFor();
    await page.getByText('Closed', { exact: true }).first().waitFor();
    await context.close();
  });

  test('hides the investigation edit button from role user', async () => {
    const quality = await apiToken(DEMO.quality);
    const list = await api<{ items: { id: string }[] }>(quality, 'GET', '/v1/investigations?rowsPerPage=25');
    const investigationId = list.items[0]?.id;
    expect(investigationId).toBeTruthy();
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto(`/investigation/${investigationId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit investigation' }).count()).toBe(0);
    await page.goto(`/investigation/${investigationId}/edit`);
    await page.waitForURL(`**/investigation/${investigationId}`);
    await context.close();
  });
});
