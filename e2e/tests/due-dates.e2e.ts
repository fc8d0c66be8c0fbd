import type { Browser } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

interface Investigation {
  id: string;
  schedule: Record<string, { owner: string | null; dueDate: string | null }>;
}

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
  await api(quality, 'PUT', `/v1/incidents/${incident.id}`, { action: 'acknowledge', severity: 'critical' });
  const investigation = await api<Investigation>(quality, 'POST', '/v1/investigations', {
    incidentId: incident.id,
  });
  return { incident, investigation, quality };
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

test.describe('owners and due dates', () => {
  test("shows an overdue section in its owner's My tasks, linked to the investigation", async () => {
    const { incident, investigation, quality } = await startedInvestigation('E2E overdue containment');
    const investigator = await api<{ user: { user_id: string } }>(
      await apiToken(DEMO.investigator),
      'GET',
      '/v1/auth/me',
    );
    await api(quality, 'PUT', `/v1/investigations/${investigation.id}`, {
      // A save of the investigation answers the form's own questions too.
      incidentJustified: false,
      schedule: { containmentAction: { owner: investigator.user.user_id, dueDate: '2024-01-15' } },
      dueDateReasons: { containmentAction: 'Set in the past for the test.' },
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.investigator);
    await page.goto('/home');
    const tasks = page.getByRole('table', { name: 'My tasks' });
    const row = tasks
      .getByRole('row')
      .filter({ hasText: `Containment Action — incident ${incident.incidentNumber}` });
    await row.waitFor();
    await row.getByText('15-01-2024').waitFor();
    expect(await row.getByText('Overdue').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'home-my-tasks');
    await row.getByRole('link').click();
    await page.waitForURL(`**/investigation/${investigation.id}`);
    await page.getByRole('region', { name: 'Containment Action' }).getByText('Overdue').waitFor();
    await context.close();
  });

  test('moves a due date on Update Investigation only with a reason, which the history keeps', async () => {
    const { investigation, quality } = await startedInvestigation('E2E moved root cause due date');
    const before = investigation.schedule.rootCause?.dueDate ?? '';
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/investigation/${investigation.id}/edit`);
    const section = page.getByRole('region', { name: 'Root cause' });
    const due = section.getByRole('textbox', { name: 'Due date' });
    expect(await due.inputValue()).toBe(ddmmyyyy(before));
    await due.fill('');
    await due.pressSequentially('31122030');
    const dialog = page.getByRole('dialog', { name: 'Move due date' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Move due date' }).click();
    await dialog.getByText('A reason is required to move a due date.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Waiting for the supplier’s lab.');
    await screenshot(page, 'move-due-date');
    await dialog.getByRole('button', { name: 'Move due date' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Is the incident justified?' }).selectOption({ label: 'No' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`**/investigation/${investigation.id}`);
    await page.getByRole('region', { name: 'Root cause' }).getByText('31-12-2030').waitFor();

    const history = await api<{ changes: { field: string; from: unknown; to: unknown }[] }[]>(
      quality,
      'GET',
      `/v1/investigations/${investigation.id}/history`,
    );
    const changes = history.at(-1)?.changes ?? [];
    expect(changes).toContainEqual({ field: 'rootCauseDueDate', from: before, to: '2030-12-31' });
    expect(changes).toContainEqual({
      field: 'rootCauseDueDateReason',
      from: null,
      to: 'Waiting for the supplier’s lab.',
    });
    await context.close();
  });
});
