import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, expectAccessible, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.end('ok');
  });
});
let receiverUrl = '';

test.beforeAll(async () => {
  browser = await launchBrowser();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/quality-hooks`;
});
test.afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The Standard Webhooks signature, computed here by hand: `v1,` base64 HMAC-SHA256 of `id.timestamp.body`. */
function expectedSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

test.describe('Webhooks (administration)', () => {
  test('an admin registers a receiver, a submitted incident is delivered signed, and a replay sends it again', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.waitForURL('**/admin/webhooks');
    await page.getByText('No webhooks.').waitFor();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add webhook' });
    await addDialog.getByRole('textbox', { name: 'URL' }).fill(receiverUrl);
    await addDialog.getByRole('textbox', { name: 'Description' }).fill('E2E receiver');
    await addDialog.getByRole('checkbox', { name: 'Incident submitted' }).check();
    await expectAccessible(page);
    await addDialog.getByRole('button', { name: 'Add webhook' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await secretDialog.getByText('it will not be shown again').waitFor();
    const secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'Webhooks' })
      .getByRole('row')
      .filter({ hasText: receiverUrl });
    await row.getByText('Enabled', { exact: true }).waitFor();

    // A reporter submits an incident: the delivery job sends it within a second or two.
    const reporter = await apiToken(DEMO.user);
    const incident = await api<{ id: string; incidentNumber: number }>(
      reporter,
      'POST',
      '/v1/incidents',
      await validIncidentBody(reporter, 'Webhook e2e: cracked housing.'),
    );
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [first] = received;
    if (!first) throw new Error('nothing received');
    const id = String(first.headers['webhook-id']);
    const timestamp = String(first.headers['webhook-timestamp']);
    expect(String(first.headers['webhook-signature'])).toBe(
      expectedSignature(secret, id, timestamp, first.body),
    );
    expect(JSON.parse(first.body)).toMatchObject({
      type: 'incident.submitted',
      version: 1,
      data: { incident: { id: incident.id, incidentNumber: incident.incidentNumber, status: 'submitted' } },
    });

    await row.getByRole('button', { name: `Deliveries of ${receiverUrl}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiverUrl}` });
    const delivered = log.getByRole('row').filter({ hasText: 'incident.submitted' });
    await delivered.getByText('Succeeded').waitFor();
    await expect(delivered.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await expectAccessible(page);

    await delivered.getByRole('button', { name: /^Replay incident.submitted/ }).click();
    await page.getByText('Delivery queued again.').waitFor();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]?.headers['webhook-id']).toBe(id);
    expect(received[1]?.body).toBe(first.body);
    await expect
      .poll(
        async () => {
          await log.getByRole('button', { name: 'Refresh' }).click();
          return log.getByRole('row').filter({ hasText: 'Succeeded' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    await context.close();
  });
});
