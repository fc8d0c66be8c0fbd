import type { Browser } from 'playwright-core';
import { api, apiToken, scrapAllMaterial, validIncidentBody } from '../support/api';
import { DEMO, DEMO_PASSWORD, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

interface Settings {
  signatures: 'off' | 'password';
  photoMaxSide: number;
}
interface Signature {
  investigationId: string | null;
  meaning: string;
  subjectLabel: string;
  reason: string | null;
}

let browser: Browser;
let before: Settings | null = null;
const signature = { password: DEMO_PASSWORD };

test.beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiToken(DEMO.admin);
  before = await api<Settings>(admin, 'GET', '/v1/settings');
  await api(admin, 'PUT', '/v1/settings', { ...before, signatures: 'password' });
});
// The browser tests share one server: whatever happens here, the next file finds signatures as they were.
test.afterAll(async () => {
  const admin = await apiToken(DEMO.admin);
  await api(admin, 'PUT', '/v1/settings', before ?? { signatures: 'off', photoMaxSide: 2560 });
  await browser?.close();
});

/** A closed (signed) incident whose investigation (started by quality, completed with a signature) has a check. */
async function signedClosedCase(description: string) {
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
  await api(quality, 'PUT', `/v1/investigations/${investigation.id}`, {
    incidentJustified: false,
    completed: true,
    signature,
  });
  await scrapAllMaterial(quality, incident.id);
  await api(quality, 'PUT', `/v1/incidents/${incident.id}`, { action: 'close', signature });
  return { incident, investigationId: investigation.id, quality };
}

// One long flow through three signed steps: more room than the default minute on a busy machine.
test.describe('a not-effective check, signed, restarts the investigation without losing its trail', () => {
  test.describe.configure({ timeout: 150_000 });
  test('My tasks → record signed (Verified) → restart with reason and password → owned, scheduled, Closed withdrawn', async () => {
    const { incident, investigationId, quality } = await signedClosedCase('E2E signed restart');
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);

    // The scheduled check is in its owner's My tasks, with its due date, and leads to the investigation.
    const tasks = page.getByRole('table', { name: 'My tasks' });
    const row = tasks
      .getByRole('row')
      .filter({ hasText: `Effectiveness check — incident ${incident.incidentNumber}` });
    await row.waitFor();
    await row.getByText(/^\d\d-\d\d-\d{4}$/).waitFor();
    await row.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/investigation/${investigationId}`);

    const section = page.getByRole('region', { name: 'Effectiveness checks' });
    await section.getByRole('button', { name: 'Record effectiveness' }).click();
    const record = page.getByRole('dialog', { name: 'Record effectiveness' });
    await record.getByRole('radio', { name: 'Not effective' }).check();
    await record.getByLabel(/Evidence/).fill('The crack is back in batch 12.');
    await record.getByRole('button', { name: 'Record' }).click();
    const signRecord = page.getByRole('dialog', { name: 'Sign with your password' });
    await signRecord.getByText('Effectiveness check: Verified').waitFor();
    await signRecord.getByLabel(/Password/).fill(DEMO_PASSWORD);
    await signRecord.getByRole('button', { name: 'Sign' }).click();
    await page.getByText('Recorded the effectiveness check.').waitFor();
    await section.getByText('Not effective', { exact: true }).waitFor();

    await section.getByRole('button', { name: 'Start a new investigation' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'The fix was not effective.' });
    await question.getByLabel(/Reason for change/).fill('Returns show the same crack.');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Yes' }).click();
    const signRestart = page.getByRole('dialog', { name: 'Sign with your password' });
    await signRestart.getByText('Reason: Returns show the same crack.').waitFor();
    await signRestart.getByLabel(/Password/).fill(DEMO_PASSWORD);
    await signRestart.getByRole('button', { name: 'Sign' }).click();
    await page.waitForURL(
      (url) => /^\/investigation\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(investigationId),
    );
    const newId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The new investigation is owned and scheduled like any start: its sections are in quality's My tasks.
    const myTasks = await api<{
      items: { kind: string; investigationId: string | null; dueDate: string | null }[];
    }>(quality, 'GET', '/v1/my-tasks');
    const sections = myTasks.items.filter(
      (t) => t.kind === 'investigation-section' && t.investigationId === newId,
    );
    expect(sections).toHaveLength(5);
    expect(sections.every((t) => t.dueDate !== null)).toBe(true);

    // The incident's Signatures keep the first investigation, the Verified record and the withdrawn closing.
    await page.goto(`/incident/${incident.id}`);
    const signatures = page.getByRole('table', { name: 'Signatures' });
    await signatures.getByRole('row').filter({ hasText: 'Returns show the same crack.' }).waitFor();
    await signatures.getByRole('cell', { name: 'Verified', exact: true }).waitFor();
    const records = await api<Signature[]>(quality, 'GET', `/v1/incidents/${incident.id}/signatures`);
    expect(records.filter((s) => s.investigationId === investigationId).map((s) => s.meaning)).toEqual([
      'Completed',
      'Verified',
    ]);
    expect(records.filter((s) => s.meaning === 'Withdrawn')).toEqual([
      expect.objectContaining({
        subjectLabel: `Incident ${incident.incidentNumber}`,
        reason: 'Returns show the same crack.',
      }),
    ]);
    await context.close();
  });
});
