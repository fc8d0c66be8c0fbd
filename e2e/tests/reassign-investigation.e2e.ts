import type { Browser, Page } from 'playwright-core';
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

/** A submitted incident, acknowledged and under a new investigation of its own (set up through the API). */
async function incidentUnderInvestigation(description: string) {
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
  return { incidentId: incident.id, investigationId: investigation.id, qualityToken };
}

/** Opens a speed dial whether it opens on hover or only on a click (a click may fold a hovered one). */
async function openMenu(page: Page, name: string): Promise<void> {
  const fab = page.getByRole('button', { name });
  for (let tries = 0; tries < 3 && (await fab.getAttribute('aria-expanded')) !== 'true'; tries++) {
    await fab.click();
    await page.waitForTimeout(300);
  }
}

test.describe('reassign investigation', () => {
  test("moves an incident to another incident's investigation; its status follows that investigation", async () => {
    const moved = await incidentUnderInvestigation('E2E reassign moved incident');
    const target = await incidentUnderInvestigation('E2E reassign target incident');
    // The target investigation is completed (not justified: only its description is needed).
    await api(target.qualityToken, 'PUT', `/v1/investigations/${target.investigationId}`, {
      incidentJustified: false,
      completed: true,
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${moved.incidentId}`);
    await page.getByText('Under Investigation', { exact: true }).first().waitFor();
    await openMenu(page, 'Incident actions');
    await page.getByRole('menuitem', { name: 'Reassign investigation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign investigation' });
    const confirm = dialog.getByRole('button', { name: 'Reassign investigation' });
    expect(await confirm.isDisabled()).toBe(true);

    // The incident's own investigation cannot be chosen.
    const search = dialog.getByRole('searchbox', { name: 'Search investigations' });
    await search.fill('E2E reassign moved');
    const own = dialog.getByRole('radio', { name: /E2E reassign moved incident/ });
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);

    await search.fill('E2E reassign target');
    const other = dialog.getByRole('radio', { name: /E2E reassign target incident/ });
    await other.check();
    await expectAccessible(page);
    await confirm.click();
    await page.getByText('Updated investigation assigned to the incident.').waitFor();

    await page.getByText('Investigation Completed', { exact: true }).first().waitFor();
    const link = page.getByRole('link', { name: 'Completed', exact: true });
    expect(await link.getAttribute('href')).toBe(`/investigation/${target.investigationId}`);
    const saved = await api<{ investigationId: string; status: string }>(
      moved.qualityToken,
      'GET',
      `/v1/incidents/${moved.incidentId}`,
    );
    expect(saved).toMatchObject({
      investigationId: target.investigationId,
      status: 'investigation-completed',
    });
    await context.close();
  });
});
