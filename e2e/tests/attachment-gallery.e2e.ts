import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { baseUrl, DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

interface Attachment {
  id: string;
  name: string;
  type: string;
  size: number;
  url: string;
}

/** Uploads text files one after another (so the stored order is known) through the API. */
async function upload(token: string, names: string[]): Promise<Attachment[]> {
  const stored: Attachment[] = [];
  for (const name of names) {
    const form = new FormData();
    form.append('file', new Blob([`Notes in ${name}.\n`], { type: 'text/plain' }), name);
    const response = await fetch(`${baseUrl()}/v1/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`upload ${name} → ${response.status}: ${await response.text()}`);
    stored.push((await response.json()) as Attachment);
  }
  return stored;
}

/** An incident holding `count` attachments, by the API. */
async function incidentWith(count: number): Promise<{ id: string; names: string[] }> {
  const token = await apiToken(DEMO.user);
  const names = Array.from({ length: count }, (_, i) => `e2e-gallery-${count}-${i + 1}.txt`);
  const attachments = await upload(token, names);
  const body = await validIncidentBody(token, `Gallery with ${count} attachments`);
  const created = await api<{ id: string }>(token, 'POST', '/v1/incidents', { ...body, attachments });
  return { id: created.id, names };
}

/** The gallery's tiles as drawn: their widths and the files they download, left to right. */
async function tiles(page: Page) {
  const gallery = page.getByRole('list', { name: 'Attachments' });
  await gallery.getByRole('listitem').first().waitFor();
  return gallery.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      width: item.getBoundingClientRect().width,
      left: item.getBoundingClientRect().left,
      name: item.querySelector('a')?.getAttribute('aria-label') ?? '',
    })),
  );
}

test.describe('attachment gallery', () => {
  for (const count of [5, 6]) {
    test(`shows ${count} attachments as tiles of one width, in the incident's order`, async () => {
      const { id, names } = await incidentWith(count);
      const { context, page } = await newPage(browser);
      await signIn(page, DEMO.user);
      await page.goto(`/incident/${id}`);
      const drawn = await tiles(page);
      expect(drawn.map((t) => t.name)).toEqual(names.map((n) => `Download ${n}`));
      const first = drawn[0]?.width ?? 0;
      // 4.5 tiles across the gallery: none collapses, and all have the first one's width.
      expect(first).toBeGreaterThan(100);
      for (const tile of drawn) expect(Math.abs(tile.width - first)).toBeLessThan(1);
      // Side by side, left to right.
      for (let i = 1; i < drawn.length; i++) {
        expect((drawn[i]?.left ?? 0) > (drawn[i - 1]?.left ?? 0)).toBe(true);
      }
      await context.close();
    });
  }

  test('lists files in the order chosen, not the order their uploads end', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    // The first file is the largest, so its upload tends to end last.
    const files = [
      ['e2e-order-1-large.txt', 'x'.repeat(4_000_000)],
      ['e2e-order-2.txt', 'two\n'],
      ['e2e-order-3.txt', 'three\n'],
    ].map(([name, text]) => {
      const path = join(tmpdir(), name as string);
      writeFileSync(path, text as string);
      return path;
    });
    await page.getByLabel('Add attachments').setInputFiles(files);
    const attached = page.getByRole('list', { name: 'Attached files' });
    // A finished upload has its Remove button; wait for all three.
    for (const name of ['e2e-order-1-large.txt', 'e2e-order-2.txt', 'e2e-order-3.txt']) {
      await attached.getByRole('button', { name: `Remove ${name}` }).waitFor();
    }
    const order = await attached
      .getByRole('button', { name: /^Remove / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(order).toEqual([
      'Remove e2e-order-1-large.txt',
      'Remove e2e-order-2.txt',
      'Remove e2e-order-3.txt',
    ]);
    await context.close();
  });
});
