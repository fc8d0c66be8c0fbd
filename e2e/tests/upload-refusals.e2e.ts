import { closeSync, ftruncateSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
const made: string[] = [];
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
  for (const path of made) rmSync(path, { force: true });
});

const LIMIT = 20_971_520; // 20 MB: a file must be under it (docs/product.md §5)

/** A file of `size` zero bytes (sparse: nothing is written). */
function fileOfSize(name: string, size: number): string {
  const path = join(tmpdir(), name);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, size);
  closeSync(fd);
  made.push(path);
  return path;
}

function textFile(name: string, text: string): string {
  const path = join(tmpdir(), name);
  writeFileSync(path, text);
  made.push(path);
  return path;
}

test.describe('upload refusals on the report form', () => {
  test('refuses files of 20 MB or more, types not allowed and content that is not what its name says', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto('/incident/new');
    const input = page.getByLabel('Add attachments');
    const attached = page.getByRole('list', { name: 'Attached files' });

    // Too large: refused in the browser, with the count, before anything is sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/uploads')) uploads.push(request.url());
    });
    await input.setInputFiles([
      fileOfSize('e2e-too-large-1.bin', LIMIT),
      fileOfSize('e2e-too-large-2.bin', LIMIT + 1),
    ]);
    await page.getByText('2 files are too large. Please keep the files under 20MB.').waitFor();
    await input.setInputFiles(fileOfSize('e2e-too-large-3.bin', LIMIT));
    await page.getByText('1 file is too large. Please keep the files under 20MB.').waitFor();
    expect(uploads).toEqual([]);

    // A type that is not on the server's allow-list: the server's reason is shown.
    await input.setInputFiles(textFile('e2e-tool.exe', 'MZ not really a program'));
    await page.getByText(/^Files of this type cannot be uploaded\. Allowed types: .*pdf/).waitFor();
    await page.getByText('e2e-tool.exe').waitFor({ state: 'detached' });

    // A name that promises an image over text content.
    await input.setInputFiles(textFile('e2e-fake-photo.png', 'this is not a PNG'));
    await page.getByText('The file content does not match its extension.').waitFor();
    await page.getByText('e2e-fake-photo.png').waitFor({ state: 'detached' });

    // A file under the limit is accepted once; the same name again is skipped.
    const notes = textFile('e2e-refusals-notes.txt', 'Accepted.\n');
    await input.setInputFiles(notes);
    await attached.getByText('e2e-refusals-notes.txt', { exact: true }).waitFor();
    await input.setInputFiles(notes);
    await page.waitForTimeout(500);
    expect(await attached.getByText('e2e-refusals-notes.txt', { exact: true }).count()).toBe(1);
    expect(await attached.getByRole('listitem').count()).toBe(1);
    expect(uploads).toHaveLength(3);
    await context.close();
  });
});
