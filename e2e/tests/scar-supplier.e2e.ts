import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, screenshot } from '../support/browser';
import { waitForCode } from '../support/outbox';
import { measurePhoneLayout, PHONE } from '../support/phone-layout';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

const CONTACT = 'jane.smith@castings-e2e.example';
const STAGES = ['d1', 'd2', 'd3', 'd4', 'd5d6', 'd7', 'd8'] as const;

interface Scar {
  id: string;
  number: string;
  status: string;
  stages: { stage: string; status: string; version: number }[];
}

/** The quality team raises a full 8D on an incident naming a supplier that has a contact (no account). */
async function raiseScar(): Promise<{ quality: string; scar: Scar }> {
  const admin = await apiToken(DEMO.admin);
  const supplier = await api<{ id: string }>(admin, 'POST', '/v1/suppliers', {
    name: 'Zz E2E Castings',
    code: 'E2E-SCAR',
  });
  await api(admin, 'POST', `/v1/suppliers/${supplier.id}/contacts`, { name: 'Jane Smith', email: CONTACT });
  const user = await apiToken(DEMO.user);
  const incident = await api<{ id: string }>(user, 'POST', '/v1/incidents', {
    ...(await validIncidentBody(user, 'Cracked boss on the housing after assembly.')),
    supplierId: supplier.id,
  });
  const quality = await apiToken(DEMO.quality);
  const scar = await api<Scar>(quality, 'POST', '/v1/scars', {
    supplierId: supplier.id,
    contactId: (await api<{ id: string }[]>(admin, 'GET', `/v1/suppliers/${supplier.id}/contacts`))[0]?.id,
    incidentIds: [incident.id],
    form: 'full-8d',
    request: 'Please send an 8D for the cracked housings.',
  });
  return { quality, scar };
}

/** The buyer's review through the API, from the stage's version as it is now. */
async function review(
  quality: string,
  id: string,
  stage: string,
  decision: 'accept' | 'return',
  comment = '',
) {
  const scar = await api<Scar>(quality, 'GET', `/v1/scars/${id}`);
  const version = scar.stages.find((s) => s.stage === stage)?.version;
  return api<Scar>(quality, 'POST', `/v1/scars/${id}/review`, { stage, decision, comment, version });
}

const stageHeader = (page: Page, label: RegExp) => page.getByRole('button', { name: label });

/** Opens a stage's section (the first one to answer is open already) and returns it. */
async function openStage(page: Page, label: string): Promise<Locator> {
  const region = page.getByRole('region', { name: new RegExp(`^${label}`) });
  if (!(await region.isVisible())) await stageHeader(page, new RegExp(`^${label}`)).click();
  await region.waitFor();
  return region;
}

async function submitStage(page: Page, stage: Locator, label: string): Promise<void> {
  await stage.getByRole('button', { name: 'Submit for review' }).click();
  await stageHeader(page, new RegExp(`^${label} Waiting for review`)).waitFor();
}

const field = (region: Locator, name: string) => region.getByRole('textbox', { name, exact: true });

test.describe('a supplier answers an 8D through the emailed link', () => {
  test('opens the link, signs in with the code, answers D1–D8, corrects a returned stage and sees it closed', async () => {
    const { quality, scar } = await raiseScar();
    const link = await waitForCode(CONTACT, /(http\S+\/supplier#token=[A-Za-z0-9_-]+)/);

    const { context, page } = await newPage(browser);
    await page.goto(link);
    await page.getByText(/We have emailed a six-digit code to/).waitFor();
    // The token left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('textbox', { name: 'Code' }).fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Invalid or expired code.').waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Code' }).fill(await waitForCode(CONTACT, /is (\d{6})\b/));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: scar.number }).waitFor();
    await page.getByText('Cracked boss on the housing after assembly.').waitFor();
    await expectAccessible(page);

    // On a phone the request and its forms fit the screen's width.
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    const layout = await measurePhoneLayout(page);
    await screenshot(page, 'supplier-request-phone');
    expect(
      {
        fits: layout.scrollWidth <= PHONE.width,
        overflowing: layout.overflowing,
        cutOff: layout.cutOffActions,
      },
      `the request at ${PHONE.width} px (page width ${layout.scrollWidth})`,
    ).toEqual({ fits: true, overflowing: [], cutOff: [] });
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByText(/^Acknowledged on \d{2}-\d{2}-\d{4}/).waitFor();

    // D1, saved as a draft first, with a file (the server refuses a type it does not take, in its words).
    const d1 = await openStage(page, 'D1 Team');
    await field(d1, 'Team leader').fill('Jane Smith');
    await d1.getByRole('button', { name: 'Save draft' }).click();
    await stageHeader(page, /^D1 Team Draft/).waitFor();
    await d1.getByRole('button', { name: 'Add a member' }).click();
    await field(d1, 'Name').fill('Raj Patel');
    await field(d1, 'Role').fill('Tool room');
    const upload = d1.locator('input[type="file"]').first();
    await upload.setInputFiles({
      name: 'e2e-tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await d1.getByText(/^Files of this type cannot be uploaded/).waitFor();
    await upload.setInputFiles({
      name: 'e2e-team.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Team list\n'),
    });
    await d1
      .getByRole('button', { name: 'e2e-team.txt' })
      .or(d1.getByRole('link', { name: 'e2e-team.txt' }))
      .waitFor();
    await submitStage(page, d1, 'D1 Team');

    const d2 = await openStage(page, 'D2 Problem description');
    await field(d2, 'Problem statement').fill('Housings cracked at the boss after assembly.');
    await field(d2, 'What: IS').fill('Cracked boss on housing 4711');
    await field(d2, 'Where: IS').fill('Goods in');
    await field(d2, 'When: IS').fill('Lots from week 12');
    await field(d2, 'How many: IS').fill('3 of 500');
    await submitStage(page, d2, 'D2 Problem description');

    const d3 = await openStage(page, 'D3 Containment');
    await d3.getByRole('button', { name: 'Add a containment action' }).click();
    await field(d3, 'Action').fill('Sorted the stock at our warehouse');
    await field(d3, 'Where (your stock, in transit, at the customer…)').fill('Supplier warehouse');
    await field(d3, 'Quantity checked').fill('1200');
    await field(d3, 'Quantity non-conforming').fill('6');
    await field(d3, 'Responsible').fill('Raj Patel');
    await field(d3, 'Completed on').fill('02032026');
    await submitStage(page, d3, 'D3 Containment');

    const d4 = await openStage(page, 'D4 Root cause');
    await d4.getByRole('textbox', { name: 'Cause', exact: true }).nth(0).fill('Worn moulding insert');
    await d4
      .getByRole('textbox', { name: 'How the cause was verified', exact: true })
      .nth(0)
      .fill('Reproduced it');
    await d4.getByRole('textbox', { name: 'Cause', exact: true }).nth(1).fill('Boss not measured');
    await d4
      .getByRole('textbox', { name: 'How the cause was verified', exact: true })
      .nth(1)
      .fill('Measured 50');
    await submitStage(page, d4, 'D4 Root cause');

    const d56 = await openStage(page, 'D5–D6 Permanent corrective actions');
    const causes = [
      ['Occurrence cause', 'Wear limit in the maintenance plan'],
      ['Escape cause', 'Boss gauged at final inspection'],
    ];
    for (const [index, [cause, action]] of causes.entries()) {
      await d56.getByRole('button', { name: 'Add a permanent action' }).click();
      await d56
        .getByRole('combobox', { name: 'Cause it removes' })
        .nth(index)
        .selectOption({ label: cause ?? '' });
      await d56
        .getByRole('textbox', { name: 'Action', exact: true })
        .nth(index)
        .fill(action ?? '');
      await d56.getByRole('textbox', { name: 'Responsible', exact: true }).nth(index).fill('Quality');
      await d56.getByRole('textbox', { name: 'Due date', exact: true }).nth(index).fill('20032026');
    }
    await submitStage(page, d56, 'D5–D6 Permanent corrective actions');

    const d7 = await openStage(page, 'D7 Prevent recurrence');
    await d7.getByRole('checkbox', { name: 'The control plan was updated' }).check();
    await field(d7, 'What changed in the control plan').fill('Rev F: boss thickness at final inspection');
    await submitStage(page, d7, 'D7 Prevent recurrence');

    const d8 = await openStage(page, 'D8 Closure');
    await field(d8, 'Closure summary').fill('Actions verified over 3 lots.');
    await submitStage(page, d8, 'D8 Closure');

    // The buyer returns D2 with a comment: the supplier sees it, corrects the stage and submits it again.
    await review(quality, scar.id, 'd2', 'return', 'Please name the lots affected.');
    await page.reload();
    await stageHeader(page, /^D2 Problem description Returned/).waitFor();
    const returned = await openStage(page, 'D2 Problem description');
    await returned.getByText('Please name the lots affected.').waitFor();
    await field(returned, 'When: IS').fill('Lots L12 and L13 from week 12');
    await submitStage(page, returned, 'D2 Problem description');

    // The buyer accepts every stage, the closure last: the request closes, and the supplier can only read it.
    let last: Scar | undefined;
    for (const stage of STAGES) last = await review(quality, scar.id, stage, 'accept');
    expect(last?.status).toBe('closed');
    await page.reload();
    await page.getByText('This request is closed: it can no longer be changed.').waitFor();
    await stageHeader(page, /^D8 Closure Accepted/).waitFor();
    expect(await page.getByRole('button', { name: 'Save draft' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    const closed = await openStage(page, 'D2 Problem description');
    expect(await field(closed, 'When: IS').inputValue()).toBe('Lots L12 and L13 from week 12');
    expect(await field(closed, 'When: IS').getAttribute('readonly')).not.toBeNull();
    await context.close();
  });
});
