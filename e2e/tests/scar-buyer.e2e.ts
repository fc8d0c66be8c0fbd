import type { Browser, Page } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { baseUrl, DEMO, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { waitForCode } from '../support/outbox';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** The supplier's calls: its session token, not a staff one (decision 051). */
async function supplierCall<T>(method: string, path: string, body: unknown, session?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { Authorization: `Bearer ${session}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const today = () => new Date().toISOString().slice(0, 10);
const ANSWERS = {
  d1: { leader: 'Jane Smith', members: [{ name: 'Bob Miller', role: 'Process engineer' }], attachments: [] },
  d2: {
    problemStatement: 'Cracked boss on housings from lot 7.',
    what: { is: 'Cracked boss', isNot: 'Other features' },
    where: { is: 'Boss at position 3', isNot: 'Elsewhere' },
    when: { is: 'Lot 7', isNot: 'Lots 5 and 6' },
    howMany: { is: '4 of 200', isNot: '-' },
    attachments: [],
  },
  d3: {
    actions: [
      {
        description: 'Sorted the stock at our warehouse',
        location: 'Supplier warehouse',
        quantityChecked: 500,
        quantitySuspect: 40,
        quantityNonConforming: 6,
        owner: 'Sam Sorter',
        completedOn: today(),
      },
    ],
    cleanPointDate: null,
    attachments: [],
  },
  d4: {
    occurrence: { cause: 'Operator error', systemicCause: '', verification: 'ok' },
    escape: {
      cause: 'No final check',
      systemicCause: 'Control plan lacks it',
      verification: 'Reproduced twice.',
    },
    whys: [],
    attachments: [],
  },
} as const;

/** The supplier opens the emailed link, signs in with the emailed code and submits D1–D4 (through the API). */
async function supplierSubmits(contact: string): Promise<void> {
  const link = await waitForCode(contact, /(http\S+\/supplier#token=[A-Za-z0-9_%-]+)/);
  const token = decodeURIComponent(link.split('#token=')[1] ?? '');
  await supplierCall('POST', '/v1/supplier/link', { token });
  const code = await waitForCode(contact, /is (\d{6})\b/);
  const { sessionToken } = await supplierCall<{ sessionToken: string }>('POST', '/v1/supplier/session', {
    token,
    code,
  });
  const scar = await supplierCall<{ stages: { stage: string; version: number }[] }>(
    'GET',
    '/v1/supplier/scar',
    undefined,
    sessionToken,
  );
  for (const [stage, answer] of Object.entries(ANSWERS)) {
    const version = scar.stages.find((s) => s.stage === stage)?.version;
    await supplierCall('POST', '/v1/supplier/scar/answer/submit', { stage, version, answer }, sessionToken);
  }
}

async function review(page: Page, label: string, decision: 'Accept' | 'Return', comment = '') {
  await page
    .getByRole('region', { name: label })
    .getByRole('button', { name: `${decision} ${label}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `${decision} ${label}` });
  if (comment) await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

test.describe('the buyer’s supplier corrective action request', () => {
  test('raises a SCAR from an incident, reviews its stages, changes the contact, and sees it in Supplier performance', async () => {
    const suffix = Date.now().toString(36);
    const contact = `carla.${suffix}@buyer-e2e.example`;
    const deputy = `dan.${suffix}@buyer-e2e.example`;
    const admin = await apiToken(DEMO.admin);
    const supplier = await api<{ id: string }>(admin, 'POST', '/v1/suppliers', {
      name: `Zz Buyer Castings ${suffix}`,
      code: `BUY-${suffix}`.slice(0, 20),
    });
    await api(admin, 'POST', `/v1/suppliers/${supplier.id}/contacts`, {
      name: 'Carla Contact',
      email: contact,
    });
    await api(admin, 'POST', `/v1/suppliers/${supplier.id}/contacts`, { name: 'Dan Deputy', email: deputy });
    const user = await apiToken(DEMO.user);
    const incident = await api<{ id: string }>(user, 'POST', '/v1/incidents', {
      ...(await validIncidentBody(user, 'Cracked boss on the housing, buyer e2e.')),
      supplierId: supplier.id,
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${incident.id}`);
    const section = page.getByRole('region', { name: 'Supplier requests' });
    await section.getByText('No supplier requests.').waitFor();
    await section.getByRole('button', { name: 'Raise SCAR' }).click();
    const dialog = page.getByRole('dialog', { name: /^Raise SCAR/ });
    await dialog
      .getByRole('combobox', { name: 'Contact' })
      .selectOption({ label: `Carla Contact (${contact})` });
    await dialog.getByRole('textbox', { name: 'Request to the supplier' }).fill('Please send an 8D.');
    await dialog.getByRole('button', { name: 'Raise SCAR' }).click();
    await page.waitForURL(/\/scars\/[^/]+$/);
    await page.getByText('Supplier corrective action request raised.').waitFor();
    const heading = page.getByRole('heading', { level: 1, name: /^SCAR-\d{4}: Zz Buyer Castings/ });
    await heading.waitFor();

    await supplierSubmits(contact);
    await page.reload();
    const d4 = page.getByRole('region', { name: 'D4 Root cause' });
    await d4.getByText('Waiting for review').waitFor();
    // The checklist flags the operator error without a systemic cause.
    await d4.getByText(/why could the error happen and pass/).waitFor();
    await review(
      page,
      'D4 Root cause',
      'Return',
      'Why could the operator err? Please give the systemic cause.',
    );
    await d4.getByText('Returned', { exact: true }).first().waitFor();
    for (const label of ['D1 Team', 'D2 Problem description', 'D3 Containment']) {
      await review(page, label, 'Accept');
      await page.getByRole('region', { name: label }).getByText('Accepted', { exact: true }).waitFor();
    }

    const trail = page.getByRole('table', { name: 'Audit trail' });
    await trail.getByRole('row', { name: /Returned: D4 Root cause/ }).waitFor();
    await expect(trail.getByRole('row', { name: /Submitted: D1 Team/ })).toContainText('Carla Contact');
    await expect(trail.getByRole('row', { name: /Accepted: D3 Containment/ })).toContainText('Quinn');
    await screenshot(page, 'scar-buyer-review');

    // Carla has left: Dan takes the request over with a link of his own.
    await page.getByRole('button', { name: 'Change contact' }).click();
    const change = page.getByRole('dialog', { name: 'Change contact' });
    await change
      .getByRole('combobox', { name: 'New contact' })
      .selectOption({ label: `Dan Deputy (${deputy})` });
    await change.getByRole('button', { name: 'Change contact', exact: true }).click();
    await page.getByText('The new contact has been sent a link; the earlier link stops working.').waitFor();
    await page.getByText(`Dan Deputy <${deputy}>`).waitFor();
    await trail.getByRole('row', { name: /Contact changed/ }).waitFor();
    expect(await waitForCode(deputy, /(http\S+\/supplier#token=[A-Za-z0-9_%-]+)/)).toContain('#token=');

    // The request counts in the Supplier performance chart.
    await page.goto('/intelligence/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('E2E supplier performance');
    await page.getByRole('combobox', { name: 'Chart Type' }).selectOption('supplierPerformanceChart');
    const row = page
      .getByRole('table', { name: 'Chart preview' })
      .getByRole('row', { name: new RegExp(`Zz Buyer Castings ${suffix}`) });
    await row.waitFor();
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await context.close();
  });
});
