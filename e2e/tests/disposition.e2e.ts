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

const CLOSE_NEEDS_APPROVAL = 'The disposition must be approved before the incident is closed.';

async function menuAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Incident actions' }).hover();
  await page.getByRole('menuitem', { name }).click();
}

/** The incident's investigation, started and completed by quality through the API (covered elsewhere). */
async function completeInvestigation(incidentId: string): Promise<void> {
  const quality = await apiToken(DEMO.quality);
  const investigation = await api<{ id: string; version: number }>(quality, 'POST', '/v1/investigations', {
    incidentId,
  });
  await api(quality, 'PUT', `/v1/investigations/${investigation.id}`, {
    incidentJustified: false,
    defectiveProductQuantity: '4',
    completed: true,
    version: investigation.version,
  });
}

/** Fills in one line of the 'Edit disposition' dialog. */
async function fillLine(
  page: Page,
  index: number,
  line: { decision: string; quantity: string; cost?: string; responsible: string; dueDate?: string },
): Promise<void> {
  const group = page.getByRole('dialog').getByRole('group', { name: `Line ${index}` });
  await group.getByRole('combobox', { name: 'Decision' }).selectOption({ label: line.decision });
  await group.getByRole('textbox', { name: 'Quantity' }).fill(line.quantity);
  if (line.cost) await group.getByRole('textbox', { name: 'Cost (£)' }).fill(line.cost);
  await group.getByRole('combobox', { name: 'Responsible' }).selectOption({ label: line.responsible });
  if (line.dueDate) await group.getByRole('textbox', { name: 'Due date' }).fill(line.dueDate);
}

test.describe('nonconforming material: severity and disposition', () => {
  test('quality acknowledges with a severity and proposes a disposition, a second person approves, then it closes', async () => {
    const userToken = await apiToken(DEMO.user);
    const incident = await api<{ id: string }>(
      userToken,
      'POST',
      '/v1/incidents',
      await validIncidentBody(userToken, 'E2E held material to disposition'),
    );
    const path = `/incident/${incident.id}`;

    const quality = await newPage(browser);
    const page = quality.page;
    await signIn(page, DEMO.quality);
    await page.goto(path);

    // Acknowledge needs a severity: refused without one, then shown as a chip.
    await menuAction(page, 'Acknowledge');
    const acknowledge = page.getByRole('dialog');
    await acknowledge.getByRole('button', { name: 'Yes' }).click();
    await acknowledge.getByText('Please select a severity.').waitFor();
    await acknowledge.getByRole('combobox', { name: 'Severity' }).selectOption({ label: 'Major' });
    await acknowledge.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The incident has been acknowledged successfully.').waitFor();
    await page.getByText('Acknowledged', { exact: true }).first().waitFor();
    await page.getByText('Major', { exact: true }).waitFor();

    // The investigation is done; closing is refused while the material has no approved disposition.
    await completeInvestigation(incident.id);
    await page.reload();
    await page.getByText('Investigation Completed', { exact: true }).first().waitFor();
    const section = page.getByRole('region', { name: 'Disposition' });
    await section.getByText('Awaiting', { exact: true }).waitFor();
    // Close Incident is offered disabled, with the reason the server would give.
    await page.getByRole('button', { name: 'Incident actions' }).hover();
    const closeItem = page.getByRole('menuitem', { name: /^Close Incident/ });
    expect(await closeItem.getAttribute('aria-disabled')).toBe('true');
    await page.getByText(CLOSE_NEEDS_APPROVAL).waitFor();
    expect(await closeItem.isDisabled()).toBe(true);
    await page.mouse.move(0, 0);

    // Quality proposes lines covering the defective quantity (4); going over is refused first.
    await section.getByRole('button', { name: 'Edit disposition' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit disposition' });
    await editor.getByText('Defective quantity 4; remaining quantity: 4').waitFor();
    await fillLine(page, 1, {
      decision: 'Scrap',
      quantity: '3',
      cost: '12.5',
      responsible: 'Quinn Quality',
      dueDate: '01-12-2030',
    });
    await editor.getByRole('button', { name: 'Add line' }).click();
    await fillLine(page, 2, { decision: 'Return to supplier', quantity: '2', responsible: 'Ada Admin' });
    await editor.getByText('Defective quantity 4; remaining quantity: -1').waitFor();
    await editor.getByRole('button', { name: 'Save disposition' }).click();
    await editor.getByText('The disposition quantities (5) exceed the defective quantity (4).').waitFor();
    await editor.getByRole('group', { name: 'Line 2' }).getByRole('textbox', { name: 'Quantity' }).fill('1');
    await editor.getByText('Defective quantity 4; remaining quantity: 0').waitFor();
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Save disposition' }).click();
    await page.getByText('Saved the disposition.').waitFor();
    await section.getByText('Decided', { exact: true }).waitFor();
    await section.getByRole('cell', { name: '£12.50' }).waitFor();
    await section.getByRole('cell', { name: '01-12-2030' }).waitFor();
    await section.getByText(/Proposed by Quinn Quality on/).waitFor();
    // A major disposition needs someone other than its proposer.
    expect(await section.getByRole('button', { name: 'Approve disposition' }).count()).toBe(0);
    await section
      .getByText('A major or critical disposition must be approved by someone other than its proposer.')
      .waitFor();

    // A second quality-team member approves it.
    const admin = await newPage(browser);
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto(path);
    const adminSection = admin.page.getByRole('region', { name: 'Disposition' });
    await adminSection.getByRole('button', { name: 'Approve disposition' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Are you sure you want to approve the disposition?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await admin.page.getByText('Approved the disposition.').waitFor();
    await adminSection.getByText('Approved', { exact: true }).waitFor();
    await adminSection.getByText(/Approved by Ada Admin on/).waitFor();
    await expectAccessible(admin.page);
    await screenshot(admin.page, 'disposition-approved');
    await admin.context.close();

    // Now quality closes it through the menu.
    await page.reload();
    await section.getByText('Approved', { exact: true }).waitFor();
    await menuAction(page, 'Close Incident');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The incident has been closed successfully.').waitFor();
    await page.getByText('Closed', { exact: true }).first().waitFor();
    await quality.context.close();
  });
});

test.describe('disposition lines done', () => {
  test('the person responsible marks their line done once the disposition is approved', async () => {
    const userToken = await apiToken(DEMO.user);
    const quality = await apiToken(DEMO.quality);
    const admin = await apiToken(DEMO.admin);
    const incident = await api<{ id: string }>(
      userToken,
      'POST',
      '/v1/incidents',
      await validIncidentBody(userToken, 'E2E disposition line done'),
    );
    await api(quality, 'PUT', `/v1/incidents/${incident.id}`, { action: 'acknowledge', severity: 'major' });
    await scrapAllMaterial(quality, incident.id);
    await api(admin, 'POST', `/v1/incidents/${incident.id}/disposition/approve`, {});

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${incident.id}`);
    const section = page.getByRole('region', { name: 'Disposition' });
    await section.getByText('Approved', { exact: true }).waitFor();
    await section.getByRole('button', { name: /^Mark done: Scrap/ }).click();
    await page.getByText('Marked the line done.').waitFor();
    await section.getByRole('row', { name: /Scrap.*Quinn Quality, \d\d-/ }).waitFor();
    await section.getByRole('button', { name: /^Mark not done: Scrap/ }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

test.describe('severity raise and the investigation plan', () => {
  test('after raising the severity, the details page offers to re-plan the open sections, showing the moves', async () => {
    const userToken = await apiToken(DEMO.user);
    const quality = await apiToken(DEMO.quality);
    const incident = await api<{ id: string }>(
      userToken,
      'POST',
      '/v1/incidents',
      await validIncidentBody(userToken, 'E2E severity raise re-plan'),
    );
    await api(quality, 'PUT', `/v1/incidents/${incident.id}`, { action: 'acknowledge', severity: 'minor' });
    const investigation = await api<{ id: string }>(quality, 'POST', '/v1/investigations', {
      incidentId: incident.id,
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${incident.id}/edit`);
    await page.getByRole('combobox', { name: 'Severity' }).selectOption({ label: 'Critical' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to save the changes?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const offer = page.getByRole('dialog', { name: 'Re-plan open sections' });
    await offer.getByText(/The severity is now Critical/).waitFor();
    await offer.getByRole('list', { name: 'Due date moves' }).getByText('Containment Action').waitFor();
    expect(await offer.getByRole('listitem').count()).toBe(5);
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Re-plan open sections' }).click();
    await page.getByText('Re-planned the open sections.').waitFor();
    const history = await api<{ action: string; reason: string | null }[]>(
      quality,
      'GET',
      `/v1/investigations/${investigation.id}/history`,
    );
    expect(history.at(-1)).toMatchObject({
      action: 'replan',
      reason: 'Re-planned from the due-date defaults for severity Critical.',
    });
    await context.close();
  });
});
