import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { api, apiToken, scrapAllMaterial, validIncidentBody } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** A closed incident whose investigation (started by quality) is completed: its check is scheduled. */
async function closedCase(description: string) {
  const userToken = await apiToken(DEMO.user);
  const qualityToken = await apiToken(DEMO.quality);
  const incident = await api<{ id: string }>(
    userToken,
    'POST',
    '/v1/incidents',
    await validIncidentBody(userToken, description),
  );
  await api(qualityToken, 'PUT', `/v1/incidents/${incident.id}`, {
    action: 'acknowledge',
    severity: 'minor',
  });
  const investigation = await api<{ id: string }>(qualityToken, 'POST', '/v1/investigations', {
    incidentId: incident.id,
  });
  await api(qualityToken, 'PUT', `/v1/investigations/${investigation.id}`, {
    incidentJustified: false,
    completed: true,
  });
  await scrapAllMaterial(qualityToken, incident.id);
  await api(qualityToken, 'PUT', `/v1/incidents/${incident.id}`, { action: 'close' });
  return { incidentId: incident.id, investigationId: investigation.id, qualityToken };
}

test.describe('effectiveness checks', () => {
  test('the owner records "Not effective" with evidence and a file; quality restarts the investigation in one step', async () => {
    const { incidentId, investigationId, qualityToken } = await closedCase('E2E effectiveness incident');
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/investigation/${investigationId}`);
    const section = page.getByRole('region', { name: 'Effectiveness checks' });
    await section.getByText('Scheduled', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Record effectiveness' }).click();

    const dialog = page.getByRole('dialog', { name: 'Record effectiveness' });
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.getByText('Please describe the evidence.').waitFor();
    await dialog.getByRole('radio', { name: 'Not effective' }).check();
    await dialog.getByLabel(/Evidence/).fill('Two returns with the same crack in March.');
    const file = join(tmpdir(), 'e2e-effectiveness-audit.txt');
    writeFileSync(file, 'Returns audit\n');
    await dialog.getByLabel('Add attachments').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Remove e2e-effectiveness-audit.txt' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Record' }).click();
    await page.getByText('Recorded the effectiveness check.').waitFor();
    await section.getByText('Not effective', { exact: true }).waitFor();
    await section.getByText('Two returns with the same crack in March.').waitFor();
    await section.getByRole('link', { name: 'e2e-effectiveness-audit.txt' }).waitFor();
    expect(await section.getByRole('button', { name: 'Record effectiveness' }).count()).toBe(0);

    await page.goto(`/incident/${incidentId}`);
    await page.getByText('Ineffective', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start a new investigation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(
      (url) => /^\/investigation\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(investigationId),
    );
    await page.getByRole('heading', { level: 1, name: 'Investigation Details' }).waitFor();
    const newId = new URL(page.url()).pathname.split('/').pop();

    const incident = await api<{ status: string; investigationId: string }>(
      qualityToken,
      'GET',
      `/v1/incidents/${incidentId}`,
    );
    expect(incident).toMatchObject({ status: 'under-investigation', investigationId: newId });
    await context.close();
  });

  test('an investigator who does not own the check sees it but cannot record or reschedule it', async () => {
    const { investigationId } = await closedCase('E2E effectiveness read-only');
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.investigator);
    await page.goto(`/investigation/${investigationId}`);
    const section = page.getByRole('region', { name: 'Effectiveness checks' });
    await section.getByText('Scheduled', { exact: true }).waitFor();
    await section.getByText(/Owner: /).waitFor();
    expect(await section.getByRole('button').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
