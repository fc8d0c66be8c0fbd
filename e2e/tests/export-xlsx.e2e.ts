import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { DEMO, launchBrowser, newPage, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

/** The entries of a zip file (an .xlsx is one), read from its central directory; enough for a test. */
function unzip(buffer: Buffer): Map<string, string> {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip file');
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localHeader = buffer.readUInt32LE(offset + 42);
    const name = buffer.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart =
      localHeader + 30 + buffer.readUInt16LE(localHeader + 26) + buffer.readUInt16LE(localHeader + 28);
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

test.describe('XLSX export', () => {
  test("downloads the list as IncidentLog{date}.xlsx: sheet 'Incidents', 57 columns, pounds, no cancelled", async () => {
    const userToken = await apiToken(DEMO.user);
    const kept = 'E2E xlsx kept incident';
    const dropped = 'E2E xlsx cancelled incident';
    await api(userToken, 'POST', '/v1/incidents', await validIncidentBody(userToken, kept));
    const draft = await api<{ id: string }>(userToken, 'POST', '/v1/incidents', {
      ...(await validIncidentBody(userToken, dropped)),
      action: 'save-draft',
    });
    await api(userToken, 'PUT', `/v1/incidents/${draft.id}`, { action: 'delete' });

    // An admin sees every status in the list, so a cancelled row could only be left out by the export.
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/incidents');
    await page.getByRole('table', { name: 'Incidents' }).getByRole('row').nth(1).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'XLSX' }).click();
    const file = await download;
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(file.suggestedFilename()).toBe(`IncidentLog${today}.xlsx`);
    const path = await file.path();
    const xlsx = readFileSync(path ?? '');
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');

    const parts = unzip(xlsx);
    expect(parts.get('xl/workbook.xml')).toMatch(/<sheet [^>]*name="Incidents"/);
    const sheetName = [...parts.keys()].find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    const sheet = parts.get(sheetName ?? '') ?? '';
    const header = /<row [^>]*r="1"[^>]*>(.*?)<\/row>/s.exec(sheet)?.[1] ?? '';
    // The 46 columns the export always had, the nonconforming material's ten, then the linked incidents.
    expect(header.match(/<c /g)?.length).toBe(57);
    expect(header).toContain('Incident Number');
    expect(header).toContain('Linked Incidents');
    expect(header).toContain('Disposition Cost');
    expect(sheet).toContain(kept);
    expect(sheet).not.toContain(dropped);
    // Money cells use a pound format with two decimals.
    expect(parts.get('xl/styles.xml')).toMatch(/formatCode="[^"]*£[^"]*#,##0\.00"/);
    await context.close();
  });
});
