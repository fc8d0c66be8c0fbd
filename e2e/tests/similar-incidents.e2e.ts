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

interface Created {
  id: string;
  incidentNumber: number;
  description: string;
}

async function chooseFirst(page: Page, labels: string[]): Promise<void> {
  for (const label of labels) {
    const select = page.getByRole('combobox', { name: label, exact: true });
    if (await select.isDisabled()) continue;
    const values = await select
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== '' && v !== 'N/A'),
      );
    if (values[0]) await select.selectOption(values[0]);
  }
}

/** The reporter fills the form without a connection: the report waits on the device, then is sent. */
async function reportOfflineThenSend(description: string): Promise<void> {
  const { context, page } = await newPage(browser);
  await signIn(page, DEMO.user);
  await page.goto('/incident/new');
  await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();
  await context.setOffline(true);
  const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
  await page.getByLabel('Incident date').fill(`${day}-${month}-${year}`);
  await chooseFirst(page, ['Product', 'Part Number']);
  await page.getByRole('textbox', { name: 'Defective Quantity' }).fill('2');
  await page.getByRole('textbox', { name: 'GRN Number' }).fill('S12345');
  await page.getByRole('textbox', { name: 'Order Number' }).fill('WO4321');
  await chooseFirst(page, ['Incident Location', 'Category', 'Subcategory level 1', 'Subcategory level 2']);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Submit incident' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/waiting');
  await context.setOffline(false);
  await page.getByText('Submitted incident successfully.').waitFor({ timeout: 20_000 });
  await context.close();
}

async function findReport(token: string, description: string): Promise<Created> {
  const list = await api<{ items: Created[] }>(
    token,
    'GET',
    `/v1/incidents?search=${encodeURIComponent(description)}&rowsPerPage=200`,
  );
  const found = list.items.filter((incident) => incident.description === description);
  expect(found).toHaveLength(1);
  return found[0]!;
}

test.describe('similar incidents', () => {
  test('a report sent from the offline queue is checked on arrival; quality compares it and gives a verdict', async () => {
    const word = `zqsimilar${Date.now()}`;
    const investigator = await apiToken(DEMO.investigator);
    const earlier = await api<Created>(investigator, 'POST', '/v1/incidents', {
      ...(await validIncidentBody(
        investigator,
        `Paint blistering on the ${word} bracket after the salt spray test`,
      )),
      similarChecked: true,
    });
    const description = `Blistering paint on ${word} brackets after salt spray testing`;
    await reportOfflineThenSend(description);
    const quality = await apiToken(DEMO.quality);
    const report = await findReport(quality, description);
    const earlierNumber = `#${earlier.incidentNumber}`;

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${report.id}`);
    const notice = page.getByRole('status', { name: 'Looks like an earlier incident' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(earlierNumber);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Similar incidents found on arrival').waitFor();
    expect(await history.textContent()).toContain(`Likely the same: ${earlierNumber}`);

    await notice.getByRole('button', { name: `Compare with ${earlierNumber}` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Compare #${report.incidentNumber} with ${earlierNumber}`,
    });
    const descriptions = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Description' }) });
    await descriptions.waitFor();
    const marked = await descriptions.locator('td').nth(1).locator('mark').allTextContents();
    expect(marked.map((text) => text.toLowerCase())).toEqual(
      expect.arrayContaining(['paint', 'blistering', word, 'bracket', 'salt', 'spray']),
    );
    await expectAccessible(page);

    await dialog.getByRole('combobox', { name: `Verdict on ${earlierNumber}` }).click();
    await page.getByRole('option', { name: 'Duplicate of' }).click();
    await dialog.getByRole('textbox', { name: `Reason for ${earlierNumber}` }).fill('Same coating batch');
    await dialog.getByRole('button', { name: 'Save verdict' }).click();
    await dialog.waitFor({ state: 'detached' });
    await notice.waitFor({ state: 'detached' });
    const links = page.getByRole('region', { name: 'Linked incidents' });
    await links.getByText(`Duplicate of ${earlierNumber}`, { exact: false }).waitFor();

    // The export names the link from both incidents.
    const response = await page.request.get(
      `/v1/incidents/export.csv?search=${encodeURIComponent(word)}&sortBy=incidentNumber&sortDir=asc`,
      { headers: { authorization: `Bearer ${quality}` } },
    );
    const csv = await response.text();
    expect(csv).toContain(`Duplicate of ${earlierNumber}`);
    expect(csv).toContain(`Has a duplicate: #${report.incidentNumber}`);
    await context.close();
  });
});
