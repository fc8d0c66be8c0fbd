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

test.describe('Trend signals', () => {
  test('quality switches on a back-tested rule, a third incident on a part raises a signal, and quality starts one investigation for it', async () => {
    // A part number of its own, so that only this test's incidents count for it.
    const partNumber = `SIG-${Date.now().toString(36).toUpperCase()}`;
    await api(await apiToken(DEMO.admin), 'POST', '/v1/partNumbers', {
      id: partNumber,
      description: 'Signal e2e housing',
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Signals', exact: true }).click();
    await page.waitForURL('**/signals');
    await page.getByRole('link', { name: 'Rules' }).click();
    await page.waitForURL('**/signals/rules');

    await page.getByRole('button', { name: 'Add rule' }).click();
    const form = page.getByRole('dialog', { name: 'Add rule' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Part numbers: 3 in a week');
    await form.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Part number' });
    await form.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'At least N in D days' });
    await form.getByRole('spinbutton', { name: 'At least (incidents)' }).fill('3');
    await form.getByRole('spinbutton', { name: 'In (days)' }).fill('7');
    await form.getByRole('switch', { name: /^Enabled/ }).check();
    // Switching a rule on asks for its back-test first.
    await form.getByRole('button', { name: 'Add rule' }).click();
    await form.getByText('Run the back-test before switching the rule on.').waitFor();
    await form.getByRole('button', { name: 'Run back-test' }).click();
    await expect(form.getByRole('status')).toHaveText(
      /^It would (not have fired|have fired .+) between \d{2}-\d{2}-\d{4} and \d{2}-\d{2}-\d{4} \(52 weekly evaluations\)\.$/,
    );
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Add rule' }).click();
    await page.getByText('Signal rule added.').waitFor();
    const rule = page.getByRole('table', { name: 'Signal rules' }).getByRole('row', {
      name: /Part numbers: 3 in a week/,
    });
    await expect(rule.getByText('At least 3 in 7 days')).toBeVisible();
    await expect(rule.getByText('Enabled', { exact: true })).toBeVisible();

    // Three reports on the part, quickly through the API; quality acknowledges each (an investigation starts
    // from acknowledged incidents). The third submission raises the signal in its own transaction.
    const reporter = await apiToken(DEMO.user);
    const quality = await apiToken(DEMO.quality);
    const numbers: number[] = [];
    for (const n of [1, 2, 3]) {
      const body = {
        ...(await validIncidentBody(reporter, `Signal e2e: cracked housing ${n}.`)),
        partNumber,
      };
      const incident = await api<{ id: string; incidentNumber: number }>(
        reporter,
        'POST',
        '/v1/incidents',
        body,
      );
      await api(quality, 'PUT', `/v1/incidents/${incident.id}`, { action: 'acknowledge', severity: 'minor' });
      numbers.push(incident.incidentNumber);
    }

    await page.getByRole('link', { name: 'Signals', exact: true }).click();
    await page.waitForURL('**/signals');
    const inbox = page.getByRole('table', { name: 'Signals' });
    const row = inbox.getByRole('row').filter({ has: page.getByRole('link', { name: partNumber }) });
    await expect(row.getByText('3 incidents (threshold 3)')).toBeVisible();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: /^Incidents a week over the last 12 weeks/ })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'signals-inbox');

    await row.getByRole('link', { name: partNumber }).click();
    await page.getByRole('heading', { name: `Signal: ${partNumber}` }).waitFor();
    const incidents = page.getByRole('list', { name: 'Incidents' });
    for (const number of numbers)
      await expect(incidents.getByRole('link', { name: `#${number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Start investigation' }).click();
    const confirm = page.getByRole('dialog', {
      name: "Start one investigation for the signal's 3 incidents?",
    });
    await confirm.getByRole('button', { name: 'Start investigation' }).click();
    await page.getByText("Investigation started for the signal's incidents.").waitFor();
    await expect(page.getByText('Investigation started', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Open the investigation' }).click();
    await page.waitForURL('**/investigation/*');
    for (const number of numbers)
      await expect(page.getByRole('link', { name: `Incident ${number}`, exact: true })).toBeVisible();
    await context.close();
  });
});
